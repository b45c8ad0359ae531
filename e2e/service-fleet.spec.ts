// Service journeys of the fleet area (H-05…H-18, H-31…H-40): system info after Reconfigure, the power
// state of faulty units, the fleet → SolShares at site → unit round trip, and editing the building
// address. Serials used only by this file: 3P_35A_6709 (commissioned, its own site), 3P_35A_6780
// (critical fault + offline), 3P_35A_6781 (non-critical fault), 3P_35A_6701 (no linked project).
import { simRecords } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';
import { expectAccessible, openSystemInfo } from './support.ts';

test.describe.configure({ mode: 'parallel' });

test('a commissioned unit shows its installer, delivery method, versions and fleet on system info', async ({
  page,
}) => {
  await openSystemInfo(page, '3P_35A_6709');
  await expect(page.getByText('3P_35A_6709', { exact: true })).toBeVisible();
  await expect(page.getByText('Training Installer, SolShare Training')).toBeVisible(); // H-07
  await expect(page.getByText('Demand-based delivery')).toBeVisible(); // H-20
  await expect(page.getByText(/^Connected to /)).toBeVisible(); // H-06
  await expect(page.getByText(/^\d+ sites?$/)).toBeVisible(); // H-39
  await expect(page.getByTestId('power-status')).toHaveText('Working normally');
  await expectAccessible(page);

  // a reload loses the store; the screen loads the system info again
  await page.reload();
  await expect(page.getByText('Training Installer, SolShare Training')).toBeVisible();

  await page.getByRole('button', { name: /^Fault status/ }).click();
  await expect(page).toHaveURL(/\/fault-status$/);
  await expect(page.getByText('No issues here!')).toBeVisible();
});

test('a unit with a critical fault shows the red power state and its faults', async ({ page }) => {
  await openSystemInfo(page, '3P_35A_6780');
  await expect(page.getByTestId('power-status')).toHaveAttribute('data-colour', 'red');
  await expect(page.getByTestId('power-status')).toHaveText('Critical fault');
  await expect(page.getByText(/^Last connected to /)).toBeVisible(); // offline (H-06, H-10)
  await expect(page.getByTestId('wifi-icon')).toHaveAttribute('data-colour', 'yellow');
  await page.getByRole('button', { name: /^Fault status/ }).click();
  const faults = page.getByRole('list', { name: 'Faults' });
  await expect(faults.getByText('Inverter Trip')).toBeVisible();
  await expect(faults.getByText('No network access')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call / })).toBeVisible();
  await expectAccessible(page);
});

test('a unit with only a non-critical fault shows the yellow power state', async ({ page }) => {
  await openSystemInfo(page, '3P_35A_6781');
  await expect(page.getByTestId('power-status')).toHaveAttribute('data-colour', 'yellow');
  await expect(page.getByTestId('power-status')).toHaveText('Needs attention');
});

test("view fleet → SolShares at a site → a unit opens that unit's system info; back follows from=", async ({
  page,
}) => {
  await openSystemInfo(page, '3P_35A_6709');
  await page.getByRole('button', { name: /^View fleet/ }).click();
  await expect(page).toHaveURL(/\/view-fleet$/);
  const sites = page.getByRole('list', { name: 'Your sites' });
  await sites.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/solshares-at-site\?from=view-fleet&projectId=\d{9,10}$/); // site ids are random
  await expect(page.getByRole('button', { name: /^3P_35A_1080/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/view-fleet$/);
  await sites.getByRole('button').first().click();
  await page.getByRole('button', { name: /^3P_35A_1080/ }).click();
  await expect(page).toHaveURL(/\/system-info$/);
  await expect(page.getByText('3P_35A_1080', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('power-status')).toHaveAttribute('data-colour', 'red');

  // the unit's own site, and back to system info
  await page.getByRole('button', { name: /^SolShares at site/ }).click();
  await expect(page).toHaveURL(/\/solshares-at-site\?from=system-info$/);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/system-info$/);
});

test("the building address is edited and saved with the unit's serial", async ({ page }) => {
  await openSystemInfo(page, '3P_35A_6709');
  await page.getByRole('button', { name: /^Building address/ }).click();
  await expect(page).toHaveURL(/\/view-building-address$/);
  await expect(page.getByText('SolShare name')).toBeVisible();
  await page.getByRole('button', { name: 'EDIT' }).click();
  await expect(page).toHaveURL(/\/edit-building-address$/);
  await page.getByLabel('SolShare name (optional)').fill('Roof 6709');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page).toHaveURL(/\/view-building-address$/);
  await expect(page.getByText('Building address saved.')).toBeVisible();
  await expect(page.getByText('Roof 6709')).toBeVisible();
  const updates = (await simRecords(page.request)).addressUpdates as {
    serial: string;
    solshareName: string;
    address: string;
    country: string;
  }[];
  expect(updates.filter((u) => u.serial === '3P_35A_6709').at(-1)).toMatchObject({
    solshareName: 'Roof 6709',
    country: expect.any(String),
    address: expect.any(String),
  });
});

test('a unit without a linked project warns instead of opening the building address', async ({ page }) => {
  await openSystemInfo(page, '3P_35A_6701');
  await page.getByRole('button', { name: /^Building address/ }).click();
  await expect(page.getByText('This Solshare is not linked with an valid address')).toBeVisible();
  await expect(page).toHaveURL(/\/system-info$/);
});
