// The delivery-method choice on /commission/17 is part of the job until NEXT: it survives a reload
// and a 401 (the installer logs in again and finds it still chosen), and NEXT stores it. Serials
// 3P_35A_1430…1439 belong to this file.
import { expect, test } from './sharedPage.ts';
import { INSTALLER } from './support.ts';
import { projectAt11, seed } from './wizard-support.ts';

test('the delivery method chosen on /commission/17 is still chosen after a reload and a 401', async ({ page }) => {
  await seed(page, projectAt11('3P_35A_1430', 'AU'));
  await page.goto('/commission/17');
  const demandBased = page.getByRole('radio', { name: /Demand-based delivery/ });
  await demandBased.check();

  await page.reload();
  await expect(demandBased).toBeChecked();
  await expect(page.getByRole('radio', { name: /Custom allocation/ })).not.toBeChecked();

  // the server no longer accepts the token: the wifi check answers 401 and the app asks to log in again
  await page.route('**/v2/**', (route) => route.fulfill({ status: 401, json: { message: 'Unauthorized' } }));
  await expect(page).toHaveURL(/\/login$/);
  await page.unroute('**/v2/**');
  await page.getByLabel('Password').fill(INSTALLER.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/commission\/17$/);
  await expect(demandBased).toBeChecked();

  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/ct-rating$/);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('solshare.project.v1') ?? '{}') as { solarDeliveryMethod?: string },
  );
  expect(stored.solarDeliveryMethod).toBe('optimise');
});
