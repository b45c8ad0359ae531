// The setup service screens against the simulator: delivery method view → edit → save (H-19…H-24),
// connected units validation and save (H-27, H-28), reset connections → re-commissioning (E-55, Z-41).
// Serials 3P_35A_68xx belong to this file: 09 and 81 are commissioned units with a linked site.
import { demandBasedThenRun } from './field-jobs-support.ts';
import { openService, saveCustomAllocation, simRecords } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';

test('delivery method: view, edit to Custom allocation with weights, save', async ({ page }) => {
  const serial = '3P_35A_6809';
  await openService(page, serial, '/view-solar-deliver-method');
  await expect(page.getByRole('heading', { name: 'Solar delivery method' })).toBeVisible();
  await saveCustomAllocation(page);
  await expect(page.getByTestId('method')).toHaveText('Custom allocation');
  const sent = (await simRecords(page.request)).deliveryMethodUpdates as {
    serial: string;
    solarDeliveryMethod: string;
    algorithmWeight: number[][][];
  }[];
  const last = sent.filter((r) => r.serial === serial).at(-1);
  expect(last?.solarDeliveryMethod).toBe('optimise_weight');
  expect(last?.algorithmWeight[0]?.slice(0, 2)).toEqual([
    [0, 0, 25],
    [0, 1, 75],
  ]);
});

test('connected units: validation messages, save, then reset connections re-commissions to NPS', async ({ page }) => {
  const serial = '3P_35A_6881';
  await openService(page, serial, '/view-connected-units');
  await expect(page.getByRole('heading', { name: 'Connected units' })).toBeVisible();
  await page.getByRole('button', { name: 'EDIT' }).click();
  await expect(page).toHaveURL(/\/edit-connected-units$/);

  await page.getByLabel('Unit connected to L2-2').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Please input unit connected to L2-2\./);
  await page.getByLabel('Unit connected to L2-2').fill('Unit 4');
  await page.getByLabel('L3-1 enabled for solar').uncheck();
  await page.getByLabel('L3-2 enabled for solar').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText(/There must be at least one enabled unit on each phase/);
  await page.getByLabel('L3-1 enabled for solar').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/view-connected-units$/);
  const sent = (
    (await simRecords(page.request)).connectedUnitsUpdates as { serial: string; enabledUnits: number[][] | null }[]
  ).filter((r) => r.serial === serial);
  expect(sent.at(-1)?.enabledUnits?.[2]).toEqual([1]); // L3: only unit 1 still enabled (H-28)

  await page.getByRole('button', { name: 'EDIT' }).click();
  await page.getByRole('button', { name: 'ADD A CONNECTION' }).click();
  await expect(page).toHaveURL(/\/reset-connections$/);
  await page.getByLabel('L1-3 connected').check(); // a unit on a free output group: the box opens with its tick
  await page.getByLabel('Unit connected to L1-3').fill('Unit 9');
  await page.getByRole('button', { name: 'SAVE AND RECOMMISSION' }).click();
  // nothing saved names this unit's inverter: the app asks for it before uploading (never a blank)
  await expect(page).toHaveURL(/\/reset-connections\/specifications$/);
  await page.getByLabel('Inverter brand').selectOption('SMA');
  await page.getByRole('button', { name: 'SAVE AND RECOMMISSION' }).click();
  await demandBasedThenRun(page); // changed outputs: the delivery method is asked again before the run
  await expect(page).toHaveURL(/\/commission\/22$/, { timeout: 60_000 }); // a re-commissioning: no second score
  const configs = ((await simRecords(page.request)).configs[serial] ?? []) as { connections: { L1: string }[] }[];
  expect(configs.at(-1)?.connections).toContainEqual(expect.objectContaining({ L1: 'Unit 9' }));
});
