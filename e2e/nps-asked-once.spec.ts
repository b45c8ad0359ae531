// The score after a passed run (G-01…G-03): the slider stands at 7, but a quick SUBMIT used to send that
// 7 though nobody chose it; now it asks for a score first. And the score is asked once per unit: a
// re-commissioning that passes goes to the success page, where it used to ask again.
//
// Serial used only by this file: 3P_35A_7311 (a gen2 three-phase unit that commissions cleanly).
import { completeProject, seedState, simRecords } from './failures-support.ts';
import { addUnitAndRecommission } from './field-jobs-support.ts';
import { expect, test } from './sharedPage.ts';

const SERIAL = '3P_35A_7311';
const npsOf = async (page: import('@playwright/test').Page) =>
  (((await simRecords(page.request)).nps ?? []) as { meter: string; score: number }[]).filter(
    (r) => r.meter === SERIAL,
  );

test('a quick SUBMIT asks for a score, and a re-commissioning that passes does not ask for it again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await seedState(page, { project: completeProject(SERIAL, 'AU') });
  await page.goto('/commission/19');
  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  await expect(page).toHaveURL(/\/net-promoter-score$/, { timeout: 30_000 });

  await expect(page.getByText('No score yet: move the slider or tap a number')).toBeVisible();
  await page.getByLabel('Anything you would like to tell us?').pressSequentially('Smooth job');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByText('Please choose a score from 0 to 10')).toBeVisible();
  await expect(page).toHaveURL(/\/net-promoter-score$/);
  expect(await npsOf(page), 'nothing sent without a score').toEqual([]);

  await page.getByRole('button', { name: '8', exact: true }).click();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/commission\/22$/);
  expect(await npsOf(page)).toEqual([expect.objectContaining({ score: 8, comment: 'Smooth job' })]);

  // later, a unit added on an output: the re-commissioning passes and lands on the success page
  await page.goto('/reconfigure-enter-serial');
  await page.getByLabel('Serial number').pressSequentially(SERIAL);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/system-info$/);
  await addUnitAndRecommission(page);
  await expect(page.getByText(/Commissioning passed/)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/commission\/22$/, { timeout: 30_000 });
  expect(await npsOf(page), 'the score was asked once').toHaveLength(1);
});
