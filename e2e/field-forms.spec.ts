// Three small things a field walk met on the forms and the report: "10,5" in an English number box
// keeps the quoted "please input a number" and says a point is expected; the report names the licence
// number given at sign-up; the allocation's "too much" message goes once the numbers are fixed, and
// while they are not, a line says by how much the total is over.
import { completeProject, seedState } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';
import { openSystemInfo } from './support.ts';

test('"10,5" in an English number box says "please input a number" and that a point is expected', async ({ page }) => {
  const serial = '3P_35A_5622'; // ready; only this test opens its specifications
  await seedState(page, {
    project: completeProject(serial, 'AU', { spec: { dcSize: null, acSize: null, inverter: '', inputInverter: '' } }),
  });
  await page.goto('/commission/specifications');
  await page.getByLabel(/^DC size/).fill('10,5');
  await page.getByLabel(/^AC size/).fill('8');
  await page.getByLabel(/^Inverter brand/).selectOption('SMA');
  await page.getByRole('button', { name: 'NEXT' }).click();
  const error = page.locator('[id$="dcSize__error"]');
  await expect(error).toContainText('please input a number');
  await expect(error).toContainText('Use a point for decimals, as in 10.5.');
  await expect(page).toHaveURL(/\/commission\/specifications$/);
  await page.screenshot({ path: 'test-results/screens/decimal-point-hint-en.png' });
  await page.getByLabel(/^DC size/).fill('10.5');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/11$/);
});

test('the report of a unit names the licence number its installer gave at sign-up', async ({ page }) => {
  await openSystemInfo(page, '3P_35A_1009'); // commissioned by the demo installer, whose licence number is DEMO-1
  await page.getByRole('button', { name: 'Commissioning report' }).click();
  const report = page.getByTestId('report');
  await expect(report).toBeVisible();
  await expect(report.getByText('DEMO-1', { exact: true })).toBeVisible();
});

test('the allocation says by how much the total is over, and its error goes once the numbers are fixed', async ({
  page,
}) => {
  // phase 1 holds Unit 1 and Unit 4: one box, Unit 4 gets the rest
  await seedState(page, {
    project: completeProject('3P_35A_5602', 'AU', { solarDeliveryMethod: 'optimise_weight', allocationUnit: '%' }),
  });
  await page.goto('/commission/unequal-allocation/1');
  const box = page.locator('#weight-0');
  await box.fill('110');
  await expect(page.getByTestId('over-by')).toHaveText('✖ The total is 10% over 100%: lower a share by that much.');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByText('Total input percent is greater than 100%.', { exact: true })).toBeVisible();
  // nothing to try again until a number changes: no Try again that retries nothing
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/allocation-over-en.png' });
  await box.fill('102.5');
  await expect(page.getByTestId('over-by')).toContainText('2.5% over 100%');
  await expect(page.getByText('Total input percent is greater than 100%.')).toHaveCount(0);
  await box.fill('60');
  await expect(page.getByTestId('calculated-row')).toContainText('calculated 40%');
  await expect(page.getByTestId('over-by')).toHaveCount(0);
  await expect(page.getByText('Total input percent is greater than 100%.')).toHaveCount(0);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/unequal-allocation\/2$/);
});
