// Numbers in the installer's language: with a German phone (de-DE) the app speaks German, "10,5" kW
// is accepted on the specifications step and in the allocation kW editor, numbers are shown with a
// decimal comma, and the API still receives numbers.
import { completeProject, seedState, simRecords } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';

test.use({ locale: 'de-DE' });

test('a German UI accepts "10,5" kW on the specifications step and uploads the number 10.5', async ({ page }) => {
  const serial = '3P_35A_5621'; // ready; only this test uploads its spec
  await seedState(page, {
    project: completeProject(serial, 'AU', { spec: { dcSize: null, acSize: null, inverter: '', inputInverter: '' } }),
  });
  await page.goto('/commission/specifications');
  await page.getByLabel(/^DC-Leistung/).fill('10,5');
  await page.getByLabel(/^AC-Leistung/).fill('8,25');
  await page.getByLabel(/^Hersteller des Wechselrichters/).selectOption('SMA');
  await page.getByRole('button', { name: 'WEITER' }).click();
  await expect(page).toHaveURL(/\/commission\/11$/);
  await expect
    .poll(
      async () =>
        (
          (await simRecords(page.request)).uploads[serial] as
            { kind: string; body: Record<string, unknown> }[] | undefined
        )?.find((u) => u.kind === 'spec')?.body,
    )
    .toMatchObject({ spec: { dcSize: 10.5, acSize: 8.25 } });
  // back on the step, the stored number is shown the German way
  await page.goto('/commission/specifications');
  await expect(page.getByLabel(/^DC-Leistung/)).toHaveValue('10,5');
});

test('a German UI accepts "1,5" kW in the allocation editor and shows the rest with a comma', async ({ page }) => {
  // 10 kW DC over three phases: 3,33 kW on each
  await seedState(page, {
    project: completeProject('3P_35A_5601', 'AU', {
      spec: { dcSize: 10, acSize: 8, inverter: 'SMA', inputInverter: '' },
      solarDeliveryMethod: 'optimise_weight',
      allocationUnit: 'kW',
    }),
  });
  await page.goto('/commission/unequal-allocation/1');
  await expect(page.getByText('Verfügbar auf dieser Phase: 3,33 kW DC')).toBeVisible();
  await page.locator('#weight-0').fill('1,5');
  await expect(page.locator('#weight-0')).toHaveValue('1,5');
  await expect(page.getByTestId('calculated-row')).toContainText('berechnet 1,83 kW');
  await page.getByRole('button', { name: 'WEITER' }).click();
  await expect(page).toHaveURL(/\/commission\/unequal-allocation\/2$/);
});
