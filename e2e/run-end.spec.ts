// The end of a run: the run screen says commissioning passed, at 100 %, before the NPS screen (E-50,
// the documents' order kept); the detected-unit screen names the serial and its software version.
import { completeProject, seedState, unusedSerial } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';

test('a passed run shows "Commissioning passed" at 100 % before asking for a rating', async ({ page }) => {
  const serial = await unusedSerial(page.request, '01'); // …01 commissions cleanly
  await seedState(page, { project: completeProject(serial, 'AU') });
  await page.goto('/commission/19');
  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  await expect(
    page.getByText('Commissioning passed: the SolShare is commissioned and sharing solar power.'),
  ).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page).toHaveURL(/\/commission\/21$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/net-promoter-score$/);
});

test('the detected-unit screen shows the serial and its software version', async ({ page }) => {
  await seedState(page, { project: completeProject('3P_35A_5601', 'AU') });
  await page.goto('/commission/8');
  await expect(page.getByText('Serial number 3P_35A_5601, software version v0.5.0.')).toBeVisible();
});
