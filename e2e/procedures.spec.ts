// Ordered procedures are numbered: the start-up and shutdown procedure, the power cycle and the
// troubleshooting tests are done in order, so they are drawn as numbered lists (<ol>), not bullets.
import { expect, test } from './sharedPage.ts';
import { projectAt11, seed } from './wizard-support.ts';

test('the start-up and shutdown procedures are numbered lists', async ({ page }) => {
  await seed(page);
  await page.goto('/commission/1');
  const lists = page.locator('main ol, #main ol');
  await expect(lists).toHaveCount(2);
  await expect(lists.nth(0).locator('li')).toHaveCount(5);
  await expect(lists.nth(1).locator('li')).toHaveCount(4);
  expect(await lists.nth(0).evaluate((ol) => getComputedStyle(ol).listStyleType)).toBe('decimal');
});

test('a troubleshooting page numbers its test and fix steps', async ({ page }) => {
  await seed(page, projectAt11('3P_35A_2591', 'AU'));
  await page.goto('/commission/error/phase-to-phase-au');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('#main ol').count()).toBeGreaterThanOrEqual(2);
  await expect(page.locator('#main ul')).toHaveCount(0);
});
