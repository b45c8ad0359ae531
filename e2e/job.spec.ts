// The commissioning job on a real phone: the next user of a shared phone sees nothing of the last
// one's work, and an installer whose page reloads or whose session ends goes on where they were.
import type { Page } from '@playwright/test';
import { expect, test } from './sharedPage.ts';
import { INSTALLER, logIn, openSystemInfo } from './support.ts';
import { projectAt11, seed, SITES } from './wizard-support.ts';
import { logOutFromDrawer } from './field-jobs-support.ts';
import { simRecords } from './failures-support.ts';

const COMMISSIONED = '3P_35A_7309'; // a commissioned unit (simulator/behaviour.ts: …09) only this file opens
const SECOND_INSTALLER = { email: `second.installer.${Date.now()}@example.com`, password: 'Rooftop-Switchroom-2026' };

async function registerSecondInstaller(page: Page): Promise<void> {
  const answer = await page.request.post('/v2/auth/commissioner/register', {
    data: {
      name: 'Sam Second',
      company: 'Second Solar',
      licenseNumber: 'L-2',
      trainingCert: 'AB12-CD34-EF56-7890',
      email: SECOND_INSTALLER.email,
      password: SECOND_INSTALLER.password,
      passwordConfirm: SECOND_INSTALLER.password,
    },
  });
  expect(answer.ok()).toBe(true);
}

test('on a shared phone the next installer sees nothing of the last one’s job', async ({ page }) => {
  await registerSecondInstaller(page);
  await seed(page, projectAt11('3P_35A_1416', 'AU'));
  await page.goto('/commission/address');
  await page.getByLabel('SolShare name (optional)').fill('Block of user A');
  await page.getByRole('combobox', { name: 'Address' }).fill('5 Private Road, Secret Town');
  await page.getByLabel('SolShare name (optional)').press('Tab');
  await logOutFromDrawer(page);

  await logIn(page, SECOND_INSTALLER);
  await expect(page.getByRole('heading', { name: 'Unfinished job' })).toHaveCount(0);
  await page.goto('/commission/address');
  await expect(page).not.toHaveURL(/\/commission\/address$/); // no unit: the serial guard sends them on
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain('Block of user A');
  expect(stored).not.toContain('Secret Town');
  expect(stored).not.toContain('3P_35A_1416');
});

test('after a reload /welcome offers the unfinished job and goes back to its step', async ({ page }) => {
  await seed(page, projectAt11('3P_35A_1417', 'AU'));
  await page.goto('/commission/specifications');
  // the frame is drawn from HTML at once; the step counts as visited when the app has taken it over
  await expect(page.getByRole('button', { name: 'NEXT' })).toBeEnabled();
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Unfinished job' })).toBeVisible();
  await expect(page.getByText(`SolShare 3P_35A_1417 at ${SITES.AU.address}`)).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Continue where you were' }).click();
  await expect(page).toHaveURL(/\/commission\/specifications$/);
});

test('after a 401 the installer logs in again and is back on the step, with what was typed, and its upload is sent again', async ({
  page,
}) => {
  await seed(page, projectAt11('3P_35A_1418', 'AU'));
  await page.goto('/commission/address');
  await page.getByLabel('SolShare name (optional)').fill('Typed before the 401');
  await page.getByLabel('SolShare name (optional)').press('Tab');
  await page.goto('/commission/specifications');
  await page.getByLabel('DC size (kW)').fill('10');
  await page.getByLabel('AC size (kW)').fill('8');
  // the server no longer accepts the token: the next call answers 401. The step goes on at once and its
  // upload, in the background (E-11), is the call that meets it
  await page.route('**/v2/**', (route) => route.fulfill({ status: 401, json: { message: 'Unauthorized' } }));
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Log in again to go on where you were.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(INSTALLER.email);
  await page.getByLabel('Password').fill(INSTALLER.password);
  await page.unroute('**/v2/**');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/commission\/11$/); // where the installer was when the session ended
  await expect
    .poll(async () => {
      const uploads = ((await simRecords(page.request)).uploads['3P_35A_1418'] ?? []) as {
        kind: string;
        body: { spec: { dcSize: number } };
      }[];
      return uploads.filter((u) => u.kind === 'spec').map((u) => u.body.spec.dcSize);
    })
    .toEqual([10]); // sent again once logged in
  await page.goto('/commission/specifications');
  await expect(page.getByLabel('DC size (kW)')).toHaveValue('10');
  await page.goto('/commission/address');
  await expect(page.getByLabel('SolShare name (optional)')).toHaveValue('Typed before the 401');
});

test("a label's QR link opened logged out leads, after logging in, to that unit's system info", async ({ page }) => {
  await page.goto(`/system-info/${COMMISSIONED}`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(INSTALLER.email);
  await page.getByLabel('Password').fill(INSTALLER.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/system-info$/);
  await expect(page.getByText(COMMISSIONED, { exact: true })).toBeVisible();
  // once: /welcome is /welcome again
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('after a 401 on a service screen the installer logs in again and is back on it', async ({ page }) => {
  await openSystemInfo(page, COMMISSIONED);
  // the server no longer accepts the token: system info's next load answers 401
  await page.route('**/v2/**', (route) => route.fulfill({ status: 401, json: { message: 'Unauthorized' } }));
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Log in again to go on where you were.')).toBeVisible();
  await page.getByLabel('Password').fill(INSTALLER.password);
  await page.unroute('**/v2/**');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/system-info$/);
  await expect(page.getByText(COMMISSIONED, { exact: true })).toBeVisible();
});

test('after logging out, the next user starts from /welcome, not from the last screen', async ({ page }) => {
  await openSystemInfo(page, COMMISSIONED);
  await logOutFromDrawer(page);
  await logIn(page); // logIn expects /welcome
});

test('logging out in the middle of a job says what becomes of it, offers to keep working, and the job is offered again after logging back in', async ({
  page,
}) => {
  await seed(page, projectAt11('3P_35A_2621', 'AU'));
  await page.goto('/commission/specifications');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: /log ?out/i }).click();
  const dialog = page.getByTestId('modal');
  await expect(dialog.getByRole('heading', { name: 'Log out in the middle of a job?' })).toBeVisible();
  await expect(dialog).toContainText('SolShare 3P_35A_2621 is not commissioned yet');
  await expect(dialog).toContainText('If anyone else logs in on this phone, it is deleted.');
  await dialog.getByRole('button', { name: 'KEEP WORKING' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/commission\/specifications$/); // still logged in, on the step

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: /log ?out/i }).click();
  await page.getByTestId('modal').getByRole('button', { name: 'LOG OUT' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Unfinished job' })).toBeVisible();
  await expect(page.getByText(`SolShare 3P_35A_2621 at ${SITES.AU.address}`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue where you were' }).click();
  await expect(page).toHaveURL(/\/commission\/specifications$/);
});
