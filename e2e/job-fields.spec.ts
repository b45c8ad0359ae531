// The job survives on a real phone: the training ticks, a typed serial and the /commission/16 edits survive a
// reload and a 401 and are gone for the next user; looking at another unit (Check internet,
// Reconfigure) leaves the job in progress as it was, so /welcome still offers to resume it.
import type { Page } from '@playwright/test';
import { expect, test } from './sharedPage.ts';
import { INSTALLER, logIn } from './support.ts';
import { NONE, projectAt11, seed, SITES } from './wizard-support.ts';

const SECOND = { email: `fields.second.${Date.now()}@example.com`, password: 'Rooftop-Switchroom-2026' };
const SERIAL_SCREENS = [
  { path: '/commission/3', typed: '3p 35a 0412' },
  { path: '/reconfigure-enter-serial', typed: '3p-35a-0413' },
  { path: '/wifi-enter-serial', typed: '3P_35A_0414' },
];

async function ticks(page: Page): Promise<boolean[]> {
  await expect(page.getByRole('checkbox')).toHaveCount(3); // the screen has rendered
  return page.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).checked));
}
const serialField = (page: Page) => page.getByLabel('Serial number');

/** From now on the server refuses the token, as it does when a session ends on the server. */
const refuseToken = (page: Page) =>
  page.route('**/v2/**', (route) => route.fulfill({ status: 401, json: { message: 'Unauthorized' } }));

async function logInAgain(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Log in again to go on where you were.')).toBeVisible();
  await page.getByLabel('Password').fill(INSTALLER.password);
  await page.unroute('**/v2/**');
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

test('training ticks and typed serials survive a reload and a 401, and the next user sees none of them', async ({
  page,
}) => {
  const registered = await page.request.post('/v2/auth/commissioner/register', {
    data: {
      name: 'Sam Fields',
      company: 'Second Solar',
      licenseNumber: 'L-3',
      trainingCert: 'AB12-CD34-EF56-7890',
      email: SECOND.email,
      password: SECOND.password,
      passwordConfirm: SECOND.password,
    },
  });
  expect(registered.ok()).toBe(true);
  await logIn(page);
  await page.goto('/confirm-training');
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(2).check();
  for (const { path, typed } of SERIAL_SCREENS) {
    await page.goto(path);
    await serialField(page).fill(typed);
  }
  await page.reload();
  await expect(serialField(page)).toHaveValue('3P_35A_0414');
  await page.goto('/confirm-training');
  expect(await ticks(page)).toEqual([true, false, true]);

  await page.goto('/wifi-enter-serial');
  await refuseToken(page);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await logInAgain(page);
  await expect(page).toHaveURL(/\/wifi-enter-serial$/); // back on the screen the session ended on
  await expect(serialField(page)).toHaveValue('3P_35A_0414');
  for (const { path, typed } of SERIAL_SCREENS) {
    await page.goto(path);
    await expect(serialField(page)).toHaveValue(path === '/wifi-enter-serial' ? '3P_35A_0414' : typed);
  }
  await page.goto('/confirm-training');
  expect(await ticks(page)).toEqual([true, false, true]);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: /log ?out/i }).click();
  await logIn(page, SECOND);
  await page.goto('/confirm-training');
  expect(await ticks(page)).toEqual([false, false, false]);
  for (const { path } of SERIAL_SCREENS) {
    await page.goto(path);
    await expect(serialField(page)).toHaveValue('');
  }
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/041[234]/);
});

test('the edits on /commission/16 survive a reload and a 401 before they are saved', async ({ page }) => {
  const connections = [{ type: '3x1' as const, L1: 'Flat 1', L2: 'Flat 2', L3: 'Flat 3' }, NONE, NONE, NONE, NONE];
  await seed(page, projectAt11('3P_35A_1432', 'AU', { connections }));
  await page.goto('/commission/16');
  await page.getByLabel('Unit connected to L1-1').fill('Flat 1A');
  await page.getByLabel('L3-1 connected').uncheck();
  await page.reload();
  await expect(page.getByLabel('Unit connected to L1-1')).toHaveValue('Flat 1A');
  await expect(page.getByLabel('L3-1 connected')).not.toBeChecked();

  await refuseToken(page); // the step's wifi polling meets the 401
  await logInAgain(page);
  await expect(page).toHaveURL(/\/commission\/16$/);
  await expect(page.getByLabel('Unit connected to L1-1')).toHaveValue('Flat 1A');
  await expect(page.getByLabel('L3-1 connected')).not.toBeChecked();
});

test('checking another unit’s internet and reconfiguring another unit leave the job in progress as it was', async ({
  page,
}) => {
  await seed(page, projectAt11('3P_35A_1431', 'AU'));
  await page.goto('/commission/address');
  await page.getByLabel('SolShare name (optional)').fill('Block kept while looking');
  await page.getByLabel('SolShare name (optional)').press('Tab');

  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Check internet' }).click();
  await serialField(page).fill('3P_35A_6709');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/wifi-status$/);
  await expect(page.getByText('SolShare 3P_35A_6709')).toBeVisible();

  await page.goto('/reconfigure-enter-serial');
  await serialField(page).fill('3P_35A_6709');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/system-info$/);
  await expect(page.getByText('3P_35A_6709', { exact: true })).toBeVisible();
  await page.reload(); // the unit looked at is kept too
  await expect(page.getByText('3P_35A_6709', { exact: true })).toBeVisible();

  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Unfinished job' })).toBeVisible();
  await expect(page.getByText(`SolShare 3P_35A_1431 at ${SITES.AU.address}`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue where you were' }).click();
  await expect(page).toHaveURL(/\/commission\/address$/);
  await expect(page.getByLabel('SolShare name (optional)')).toHaveValue('Block kept while looking');
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('solshare.project.v1') ?? '{}') as { serialNumber?: string },
  );
  expect(stored.serialNumber).toBe('3P_35A_1431');
});
