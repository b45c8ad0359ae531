// What is typed key by key is held apart from the drafts' store until typing pauses (src/state/formDrafts.ts):
// a reload straight after the last key, going to another screen and back, and a send straight after the
// last key must each behave as if every key had been stored at once.
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
  await page.reload(); // no pause of 300 ms: the draft is written as the page is left
  await expect(name).toHaveValue('Sam Sparky');
});

test('what is typed reaches storage once typing pauses, without leaving the page', async ({ page }) => {
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
  await message.pressSequentially('Held then sent', { delay: 20 });
  await page.getByRole('button', { name: 'SEND', exact: true }).click();
  await expect(page).toHaveURL(/\/feedback\/2/);
  expect((await simRecords(page.request)).feedback).toContainEqual(
    expect.objectContaining({ comment: '[issue] Held then sent' }),
  );
  await page.waitForTimeout(1200); // past the pause and the longest hold
  expect(await stored(page)).not.toContain('Held then sent');
  await page.goto('/feedback/1');
  await expect(page.getByLabel('Your message')).toHaveValue('');
});
