// The three tips before "Commission a unit" (C-01) came before every job, with no way to stop them. An
// installer can now turn them off from the tips themselves: then the button goes straight on, after a
// reload and after logging out and in again, while another installer on the same phone still gets them.
import type { Page } from '@playwright/test';
import { expect, test } from './sharedPage.ts';
import { logOutFromDrawer, registerInstaller } from './field-jobs-support.ts';
import { INSTALLER, logIn } from './support.ts';

async function commissionAUnit(page: Page) {
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Commission a unit' }).click();
}

test('an installer who turns the tips off goes straight to the checklist from then on; another installer still gets them', async ({
  page,
}) => {
  const other = await registerInstaller(page.request);

  await logIn(page, INSTALLER);
  await commissionAUnit(page);
  const tips = page.getByTestId('modal');
  await expect(tips.getByText('Tip 1 of 3')).toBeVisible();
  await tips.getByRole('button', { name: "Don't show these tips again" }).click();
  await expect(page).toHaveURL(/\/confirm-training$/);

  // the next job, and after a reload: no tips
  await commissionAUnit(page);
  await expect(page).toHaveURL(/\/confirm-training$/);
  await page.reload();
  await commissionAUnit(page);
  await expect(page).toHaveURL(/\/confirm-training$/);
  await expect(tips).toHaveCount(0);

  // another installer on the same phone gets the tips, and may go through them as before
  await logOutFromDrawer(page);
  await logIn(page, other);
  await commissionAUnit(page);
  await expect(tips.getByText('Tip 1 of 3')).toBeVisible();
  for (const next of ['NEXT', 'NEXT', 'Got it']) await tips.getByRole('button', { name: next }).click();
  await expect(page).toHaveURL(/\/confirm-training$/);
  await commissionAUnit(page);
  await expect(tips.getByText('Tip 1 of 3')).toBeVisible(); // going through them is not turning them off

  // the first installer, back on the phone: still off
  await page.goto('/welcome');
  await logOutFromDrawer(page);
  await logIn(page, INSTALLER);
  await commissionAUnit(page);
  await expect(page).toHaveURL(/\/confirm-training$/);
});
