// What an installer types on the NPS, feedback and invite screens survives a reload and a
// 401 (the server refusing the token), because it is kept in the job's drafts; a failed NPS send says
// so and keeps the score and comment.
//
// Serials used only by this file: 3P_35A_7332 and 3P_35A_7333 (NPS), 3P_35A_7309 (a commissioned
// unit for access control). The invite's 401 comes from the simulator's /__sim/faults (its path names
// this file's serial). The NPS and feedback paths name no unit, and a simulator fault on them would
// hit the other worker's journeys that send a score (report, wizard): this page's own call is
// answered instead, with the simulator's fault body (tests/run/npsForm.test.tsx uses the simulator's
// fault on a simulator of its own).
import type { Page } from '@playwright/test';
import {
  addressOnlyProject,
  completeProject,
  finishedRun,
  openService,
  seedState,
  simRecords,
  simRecordsOf,
} from './failures-support.ts';
import { expect, test } from './sharedPage.ts';
import { INSTALLER } from './support.ts';

const EXPIRED = 'Your session has expired. Log in again to go on where you were.';

async function failNext(page: Page, rule: { path: string; status: number }): Promise<void> {
  const answer = await page.request.post('/__sim/faults', { data: { ...rule, times: 1 } });
  expect(answer.ok()).toBe(true);
}

/** This page's next call to `path` is answered with `status`, as the simulator's fault would answer it. */
async function answerNext(page: Page, path: string, status: number): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ status, json: { message: `Simulated fault: ${status}` } }), {
    times: 1,
  });
}

/** After a 401: /login says the session ended; the same installer logs in again. */
async function logInAgain(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(INSTALLER.email);
  await page.getByLabel('Password').fill(INSTALLER.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

test('the NPS score and comment survive a reload and a 401', async ({ page }) => {
  await seedState(page, { project: completeProject('3P_35A_7332', 'AU') });
  await page.goto('/net-promoter-score');
  await page.getByRole('button', { name: '9', exact: true }).click();
  await page.getByLabel('Anything you would like to tell us?').fill('Clear steps, fast run');
  await page.reload();
  await expect(page.getByRole('slider')).toHaveValue('9');
  await expect(page.getByLabel('Anything you would like to tell us?')).toHaveValue('Clear steps, fast run');

  await answerNext(page, '/v2/commission/net-promoter-score', 401);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await logInAgain(page);
  await page.goto('/net-promoter-score');
  await expect(page.getByRole('slider')).toHaveValue('9');
  await expect(page.getByLabel('Anything you would like to tell us?')).toHaveValue('Clear steps, fast run');
});

test('a failed NPS send says so, keeps score and comment, and sends them on the next SUBMIT', async ({
  page,
}, info) => {
  const serial = '3P_35A_7333';
  // the score is asked after a passed run; /commission/22 follows only then (runPassed)
  await seedState(page, { project: completeProject(serial, 'AU'), run: finishedRun(serial, 'AU', 'success') });
  await page.goto('/net-promoter-score');
  await page.getByRole('button', { name: '3', exact: true }).click();
  await page.getByLabel('Anything you would like to tell us?').fill('The CT page was slow');
  await answerNext(page, '/v2/commission/net-promoter-score', 503);
  await page.getByRole('button', { name: 'SUBMIT' }).click();

  await expect(
    page.getByText('Your score was not sent. Tap SUBMIT to try again, or go on without sending it.'),
  ).toBeVisible();
  await expect(page.getByText('The server had a problem and could not do this.')).toBeVisible(); // a 503's body is never shown (src/api/failure.ts)
  await expect(page).toHaveURL(/\/net-promoter-score$/);
  await expect(page.getByRole('slider')).toHaveValue('3');
  await expect(page.getByLabel('Anything you would like to tell us?')).toHaveValue('The CT page was slow');
  await expect(page.getByRole('button', { name: 'GO ON WITHOUT SENDING' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('nps-not-sent.png'), fullPage: true });
  const sent = () =>
    simRecordsOf<{ meter: string; score: number; comment: string }>(page.request, 'nps', 'meter', serial);
  expect(await sent()).toEqual([]);

  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/commission\/22$/);
  expect(await sent()).toEqual([expect.objectContaining({ score: 3, comment: 'The CT page was slow' })]);
});

test('the feedback text survives a reload and a 401, and is gone once sent', async ({ page }) => {
  await seedState(page, { project: addressOnlyProject('AU') });
  await page.goto('/feedback/1');
  await page.getByLabel(/Flag an issue/).check();
  await page.getByLabel('Your message').fill('The serial field zooms the page');
  // the page is drawn from HTML at once (its frame): what is ticked and typed reaches the draft once the app has taken it over
  const draft = () => page.evaluate(() => localStorage.getItem('solshare.formDrafts.v2') ?? '');
  await expect.poll(draft).toContain('"kind":"issue"');
  await expect.poll(draft).toContain('The serial field zooms the page');
  await page.reload();
  await expect(page.getByLabel(/Flag an issue/)).toBeChecked();
  await expect(page.getByLabel('Your message')).toHaveValue('The serial field zooms the page');

  await answerNext(page, '/v2/commission/feedback', 401);
  await page.getByRole('button', { name: 'SEND', exact: true }).click();
  await logInAgain(page);
  await page.goto('/feedback/1');
  await expect(page.getByLabel(/Flag an issue/)).toBeChecked();
  await expect(page.getByLabel('Your message')).toHaveValue('The serial field zooms the page');

  await page.getByRole('button', { name: 'SEND', exact: true }).click();
  await expect(page).toHaveURL(/\/feedback\/2/);
  expect((await simRecords(page.request)).feedback).toContainEqual(
    expect.objectContaining({ comment: '[issue] The serial field zooms the page' }),
  );
  await page.goto('/feedback/1');
  await expect(page.getByLabel('Your message')).toHaveValue('');
});

test('the invite e-mail on access control survives a reload and a 401', async ({ page }) => {
  const serial = '3P_35A_7309';
  await seedState(page, { project: { ...addressOnlyProject('AU'), serialNumber: serial } });
  await page.goto('/access-control');
  const email = page.getByLabel("Asset manager's email");
  await email.fill('manager.7309@example.com');
  await page.reload();
  await expect(email).toHaveValue('manager.7309@example.com');

  await failNext(page, { path: `/v2/projects/invite/meter/${serial}`, status: 401 });
  await page.getByRole('button', { name: 'SEND INVITE' }).click();
  await page.getByRole('button', { name: 'Yes, send the invitation' }).click();
  await logInAgain(page);
  await page.goto('/access-control');
  await expect(email).toHaveValue('manager.7309@example.com');
});

test('an untick on connected units survives a 401 and is there again after logging in', async ({ page }) => {
  const serial = '3P_35A_7381'; // commissioned, every output enabled for solar; used only here
  await openService(page, serial, '/view-connected-units');
  await page.getByRole('button', { name: 'EDIT' }).click();
  await expect(page).toHaveURL(/\/edit-connected-units$/);
  const tick = page.getByLabel('L1-2 enabled for solar');
  await expect(tick).toBeChecked();
  await tick.uncheck();

  await failNext(page, { path: `/v2/commission/update/connected-units/${serial}`, status: 401 });
  await page.getByRole('button', { name: 'Save' }).click();
  await logInAgain(page);
  await expect(page).toHaveURL(/\/edit-connected-units$/); // back where the installer was
  await expect(page.getByLabel('L1-2 enabled for solar')).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/view-connected-units$/);
  const sent = (
    (await simRecords(page.request)).connectedUnitsUpdates as { serial: string; enabledUnits: number[][] | null }[]
  ).filter((r) => r.serial === serial);
  expect(sent.at(-1)?.enabledUnits?.[0]).not.toContain(2); // L1: output 2 no longer enabled
});
