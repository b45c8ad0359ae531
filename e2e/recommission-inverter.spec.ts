// Re-commissioning from /reset-connections a unit whose saved configuration answers null and whose
// system info names no inverter: the app asks for the specifications instead of uploading a blank
// inverter (E-09, E-55, K-12), and the run then uploads what was given.
//
// Serial used only by this file: 3P_35A_2709 (commissioned earlier, nothing saved for it).
import { expect, test } from './sharedPage.ts';
import { openSystemInfo } from './support.ts';
import { simRecords } from './failures-support.ts';
import { demandBasedThenRun } from './field-jobs-support.ts';

const SERIAL = '3P_35A_2709';

test('re-commissioning a unit with no saved inverter asks for it and never uploads a blank', async ({ page }) => {
  test.setTimeout(90_000);
  await openSystemInfo(page, SERIAL);
  await page.goto('/reset-connections');
  await page.getByLabel('L1-3 connected').check();
  await page.getByLabel('Unit connected to L1-3').fill('Unit 9');
  await page.getByRole('button', { name: 'SAVE AND RECOMMISSION' }).click();

  await expect(page).toHaveURL(/\/reset-connections\/specifications$/);
  await expect(page.getByRole('heading', { name: 'Inverter and system size' })).toBeVisible();
  await expect(page.getByText('does not name its inverter')).toBeVisible();
  expect((await simRecords(page.request)).configs[SERIAL], 'nothing uploaded yet').toBeUndefined();

  await page.getByLabel('DC size (kW)').fill('12');
  await page.getByLabel('AC size (kW)').fill('10');
  await page.getByLabel('Inverter brand').selectOption('Other');
  await page.getByLabel(/brand name|Inverter name|name of the inverter/i).fill('Huawei SUN2000');
  await page.getByRole('button', { name: 'SAVE AND RECOMMISSION' }).click();
  await demandBasedThenRun(page); // a new output: the delivery method (and the unknown CT rating) asked first
  await expect(page).toHaveURL(/\/commission\/22$/, { timeout: 30_000 }); // no second score for one unit
  const configs = (await simRecords(page.request)).configs[SERIAL] ?? [];
  expect(configs).toHaveLength(1);
  expect(configs[0]).toMatchObject({ spec: { inverter: 'Huawei SUN2000' } });
  expect((configs[0] as { connections: { L1: string }[] }).connections[2]).toMatchObject({ L1: 'Unit 9' });
});

test('the specifications asked for re-commissioning have a way back to the connections', async ({ page }) => {
  await openSystemInfo(page, '3P_35A_2809');
  await page.goto('/reset-connections');
  await page.getByLabel('L1-3 connected').check();
  await page.getByLabel('Unit connected to L1-3').fill('Unit 9');
  await page.getByRole('button', { name: 'SAVE AND RECOMMISSION' }).click();
  await expect(page).toHaveURL(/\/reset-connections\/specifications$/);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/reset-connections$/);
});
