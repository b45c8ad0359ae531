// Issue journey 7: the software update training units (serials ending 40…44). Each test seeds a session
// and a draft with only the site address, types the serial, lets the search find the unit and
// presses NEXT on "Unit detected" (I-01, Y.11), then follows the update (I-03…I-11, Z-34).
//
// Serials: an update removes the tasks it installed from the simulated unit, so every test takes the
// first unused serial of the pool 3P_35A_<55..64><tail> (e.g. 3P_35A_5540, 3P_35A_5640 …), see
// unusedSerial in failures-support.ts. Tails used: 40, 41, 42, 43, 44.
import type { Page } from '@playwright/test';
import { addressOnlyProject, holdRequests, seedState, simRecords, unusedSerial } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';

const UPDATE_URL = '**/v2/commission/software-update';
const SUCCESS = "Success! You're all up to date.";

/** Seeds the session and site, enters `serial` on /commission/3 and waits for "Unit detected". */
async function findUnit(page: Page, serial: string): Promise<void> {
  await seedState(page, { project: addressOnlyProject('AU') });
  await page.goto('/commission/2');
  await page.getByRole('button', { name: 'Type the serial number' }).click();
  await expect(page).toHaveURL(/\/commission\/3$/);
  await page.getByLabel('Serial number').fill(serial);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/8$/);
  await expect(page.getByRole('heading', { name: 'Unit detected' })).toBeVisible();
}

/** The software jobs the simulator received for `serial`, in order. */
async function jobsOf(page: Page, serial: string) {
  return (await simRecords(page.request)).softwareJobs
    .filter((j) => j.device === serial)
    .map(({ device, job, status }) => ({ device, job, status }));
}

async function startUpdate(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/software-update-instruction$/);
  await expect(page.getByText('This SolShare needs a software update before it can be commissioned.')).toBeVisible();
  await expect(page.getByText('Close only the isolation point for output L1-1.', { exact: false })).toBeVisible(); // I-03
  await page.getByRole('button', { name: 'Start the update' }).click();
  await expect(page).toHaveURL(/\/software-update$/);
}

/** I-04, Z-34: the circular progress and "Task n of m" while each task runs, tasks released one by one. */
async function watchTasks(page: Page, held: Awaited<ReturnType<typeof holdRequests>>, total: number): Promise<void> {
  const circle = page.getByRole('progressbar', { name: 'Progress of the current task' });
  for (let n = 1; n <= total; n++) {
    await held.waitForRequest();
    await expect(page.getByTestId('update-task')).toHaveText(`Task ${n} of ${total}`);
    await expect(circle).toBeVisible();
    await expect(page.getByText('The update may take up to 20 minutes.')).toBeVisible();
    await held.releaseOne();
  }
}

test('40: a needed update runs both tasks in order, then continues to the configuration', async ({ page }) => {
  const serial = await unusedSerial(page.request, '40');
  await findUnit(page, serial);
  const held = await holdRequests(page, UPDATE_URL);
  await startUpdate(page);
  await watchTasks(page, held, 2);
  await expect(page).toHaveURL(/\/software-update-success$/);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/10$/);
  expect(await jobsOf(page, serial)).toEqual([
    { device: serial, job: 'software', status: 'SUCCESS' },
    { device: serial, job: 'firmware', status: 'SUCCESS' },
  ]);
});

test('41: a forced update that succeeds ends on the success page', async ({ page }) => {
  const serial = await unusedSerial(page.request, '41');
  await findUnit(page, serial);
  await startUpdate(page);
  await expect(page).toHaveURL(/\/software-update-success$/);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/10$/);
  expect((await jobsOf(page, serial)).map((j) => j.job)).toEqual(['software', 'firmware']);
});

test('41: a forced update that fails offers Try again but no CONTINUE ANYWAY', async ({ page }) => {
  const serial = await unusedSerial(page.request, '41');
  await findUnit(page, serial);
  // the unit's own update never fails, so this test answers the first task with a failure itself
  // held until /software-update has been seen: the progress screen's code is already loaded by the search
  let release = () => {};
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route(UPDATE_URL, async (route) => {
    await seen;
    await route.fulfill({ json: { data: { status: 'FAILED', log: 'software: installation failed' } } });
  });
  await startUpdate(page);
  release();
  await expect(page).toHaveURL(/\/software-update-failed$/);
  await expect(page.getByText('The software update did not finish.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CONTINUE ANYWAY' })).toHaveCount(0); // I-10
});

test('42: an update with only the monitor patch is needed and runs one task', async ({ page }) => {
  const serial = await unusedSerial(page.request, '42');
  await findUnit(page, serial);
  const held = await holdRequests(page, UPDATE_URL);
  await startUpdate(page); // Y.11: [monitor patch] → the instruction page
  await watchTasks(page, held, 1);
  await expect(page).toHaveURL(/\/software-update-success$/);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  expect(await jobsOf(page, serial)).toEqual([{ device: serial, job: 'monitor_patch', status: 'SUCCESS' }]);
});

test('43: a failing second task offers Try again and CONTINUE ANYWAY, which goes on to the configuration', async ({
  page,
}) => {
  const serial = await unusedSerial(page.request, '43');
  await findUnit(page, serial);
  await startUpdate(page);
  await expect(page).toHaveURL(/\/software-update-failed$/);
  await expect(page.getByText('The software update did not finish.', { exact: false })).toBeVisible();
  // the failed task is named and the server's log line shown
  await expect(page.getByTestId('failed-task')).toHaveText('Task 2 of 2 did not finish: firmware.');
  await expect(page.getByTestId('update-log')).toHaveText(
    'firmware: checksum mismatch after download; installation aborted, previous version kept',
  );
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CONTINUE ANYWAY' })).toBeVisible();
  expect(await jobsOf(page, serial)).toEqual([
    { device: serial, job: 'software', status: 'SUCCESS' },
    { device: serial, job: 'firmware', status: 'FAILED' },
  ]);

  // Z-34: Try again resumes at the failed task; the one that succeeded is not sent again
  const held = await holdRequests(page, UPDATE_URL);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/software-update$/);
  await held.waitForRequest();
  await expect(page.getByTestId('update-task')).toHaveText('Task 2 of 2');
  await held.releaseOne();
  await expect(page).toHaveURL(/\/software-update-failed$/);
  expect((await jobsOf(page, serial)).map((j) => `${j.job} ${j.status}`)).toEqual([
    'software SUCCESS',
    'firmware FAILED',
    'firmware FAILED',
  ]);

  await page.getByRole('button', { name: 'CONTINUE ANYWAY' }).click();
  await expect(page).toHaveURL(/\/commission\/10$/);
});

test('44: a single software task needs no update, so NEXT goes straight to the configuration', async ({ page }) => {
  const serial = await unusedSerial(page.request, '44');
  await findUnit(page, serial);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/10$/);
  expect(await jobsOf(page, serial)).toEqual([]);
});
