// German names in the connection editors: "Wohnung 1" beside the longer German tick words
// ("Angeschlossen", "Freigegeben") shows whole in its box, never cut to "Wohnun". The width audit of
// other tests reads text nodes only; this one reads each box's own text against its width.
import type { Page } from '@playwright/test';
import { addressOnlyProject, seedState } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';

test.use({ locale: 'de-DE' });

/** every text box on the screen whose text is wider than the box shows it */
async function cutBoxes(page: Page): Promise<string[]> {
  return page
    .locator('main input[type="text"]')
    .evaluateAll((boxes) =>
      (boxes as HTMLInputElement[])
        .filter((b) => b.value !== '' && b.scrollWidth > b.clientWidth)
        .map((b) => `${b.getAttribute('aria-label')}: "${b.value}" (${b.scrollWidth} > ${b.clientWidth} px)`),
    );
}

async function typeNames(page: Page, names: string[]): Promise<void> {
  const boxes = page.locator('main input[type="text"]:not([disabled])');
  for (const [i, name] of names.entries()) {
    const box = boxes.nth(i);
    await box.clear();
    await box.pressSequentially(name);
  }
}

test('German unit names show whole in both connection editors', async ({ page }) => {
  test.setTimeout(90_000);
  await seedState(page, { project: addressOnlyProject('AU') });
  await page.goto('/reconfigure-enter-serial');
  await page.getByLabel('Seriennummer').pressSequentially('3P_35A_6882');
  await page.getByRole('button', { name: 'WEITER' }).click();
  await expect(page).toHaveURL(/\/system-info$/);

  await page.goto('/edit-connected-units');
  await expect(page.locator('main input[type="text"]').first()).toBeVisible();
  await typeNames(page, ['Wohnung 1', 'Wohnung 2', 'Wohnung 3']);
  expect(await cutBoxes(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/reset-connections');
  await expect(page.locator('main input[type="text"]').first()).toBeVisible();
  await typeNames(page, ['Wohnung 1', 'Wohnung 2', 'Wohnung 3']);
  expect(await cutBoxes(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
