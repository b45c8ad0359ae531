// Taps never lost: leaving the address field with a tap on the form's button submits with that one
// tap. Only /edit-building-address holds save for 500 ms after the address blurs (H-16, M-21), and
// there the tap is queued and sent when the hold ends.
import { completeProject, seedState, addressOnlyProject, simRecordsOf } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';

test('the first tap on NEXT right after the address field submits the wizard address step', async ({ page }) => {
  await seedState(page, { project: completeProject('3P_35A_5601', 'AU') });
  await page.goto('/commission/address');
  const address = page.getByRole('combobox', { name: /^Address/ });
  await address.click(); // the installer checks the address, then taps NEXT once
  await expect(address).toBeFocused();
  await page.getByRole('button', { name: 'NEXT' }).tap();
  await expect(page).toHaveURL(/\/commission\/specifications$/);
});

test('on /edit-building-address a tap during the hold after the address blurs is queued and saves', async ({
  page,
}) => {
  const serial = '3P_35A_7809'; // commissioned with a site; used by no other test
  await seedState(page, { project: addressOnlyProject('AU') });
  await page.goto('/reconfigure-enter-serial');
  await page.getByLabel('Serial number').fill(serial);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/system-info$/);
  await page.getByRole('button', { name: /^Building address/ }).click();
  await page.getByRole('button', { name: 'EDIT' }).click();
  await expect(page).toHaveURL(/\/edit-building-address$/);
  await page.getByLabel('SolShare name (optional)').fill('Roof 7809');
  await page.getByRole('combobox', { name: /^Address/ }).click();
  const savesOf = () =>
    simRecordsOf<{ serial: string; solshareName: string }>(page.request, 'addressUpdates', 'serial', serial);
  const before = (await savesOf()).length;
  await page.getByRole('button', { name: 'SAVE' }).tap(); // blurs the address: the hold starts now
  await expect(page).toHaveURL(/\/view-building-address$/);
  expect(
    (await savesOf()).slice(before).map((u) => u.solshareName),
    'one tap, one save',
  ).toEqual(['Roof 7809']);
});
