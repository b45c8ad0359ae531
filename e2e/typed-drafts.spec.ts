// Drafts typed key by key, as a person types (the other draft tests fill fields in one go). The drafts'
// store writes the first change at once, then at most every 250 ms, and what is still due as the page is
// left (src/state/persist.ts): a reload straight after the last key and a send straight after it must
// each behave as if every key had been stored at once. With the write on leaving taken out, the closed
// tab's test fails; the reload test fails or passes by timing (the old page's due write may still run).
import { addressOnlyProject, seedState, simRecords } from './failures-support.ts';
import { expect, test } from './support.ts';

const stored = (page: import('@playwright/test').Page) =>
  page.evaluate(() => localStorage.getItem('solshare.formDrafts.v2') ?? '');

test('a name typed key by key and the page reloaded straight after the last key keeps every character', async ({
  page,
}) => {
  await page.goto('/create-account');
  const name = page.locator('[id="form-signUp_name"]');
  await name.click();
  await name.pressSequentially('Sam Sparky', { delay: 20 });
  await page.reload(); // straight after the last key, with no pause
  await expect(name).toHaveValue('Sam Sparky');
});

test('a tab closed straight after the last key leaves every character for the next tab', async ({ page, context }) => {
  await page.goto('/create-account');
  const name = page.locator('[id="form-signUp_name"]');
  await name.click();
  await name.pressSequentially('Sam Sparky', { delay: 20 });
  // closed within the 250 ms a throttled write may wait: no timer of this page runs after it, so only
  // the write as the page is left (pagehide) can have kept the last keys
  await page.close({ runBeforeUnload: true });
  const next = await context.newPage();
  await next.goto('/create-account');
  await expect(next.locator('[id="form-signUp_name"]')).toHaveValue('Sam Sparky');
});

test('what is typed reaches storage while the page stays open', async ({ page }) => {
  await page.goto('/create-account');
  const company = page.locator('[id="form-signUp_company"]');
  await company.click();
  await company.pressSequentially('Sparky Co', { delay: 20 });
  await expect.poll(() => stored(page)).toContain('Sparky Co');
});

test('feedback sent straight after its last key leaves no draft behind to come back', async ({ page }) => {
  await seedState(page, { project: addressOnlyProject('AU') });
  await page.goto('/feedback/1');
  await page.getByLabel(/Flag an issue/).check();
  const message = page.getByLabel('Your message');
  await message.click();
  await message.pressSequentially('Typed then sent', { delay: 20 });
  await page.getByRole('button', { name: 'SEND', exact: true }).click();
  await expect(page).toHaveURL(/\/feedback\/2/);
  expect((await simRecords(page.request)).feedback).toContainEqual(
    expect.objectContaining({ comment: '[issue] Typed then sent' }),
  );
  await page.waitForTimeout(1200); // past any write still due (at most every 250 ms)
  expect(await stored(page)).not.toContain('Typed then sent');
  await page.goto('/feedback/1');
  await expect(page.getByLabel('Your message')).toHaveValue('');
});
