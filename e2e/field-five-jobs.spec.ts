// Five jobs in a row on one phone, as a day in the field goes: a unit that passes, one that
// fails and is left, one abandoned before its run, a re-commissioning and a two-phase unit. Each new
// job starts from "Before you start", unticked; no screen of it shows an earlier job's serial, site,
// allocation or status; and each run uploads that job's own values (read back from the simulator).
// The steps a job shares with the others are tapped and typed; its wizard answers are put in the
// draft before /commission/19 (e2e/wizard.spec.ts walks those steps).
//
// Serials used only by this file: 3P_35A_3901 (passes, later re-commissioned) · 3P_35A_3954 (fails:
// reversed CT) · 3P_35A_3910 (abandoned) · 2P_100_3920 (two-phase, passes)
import type { Page } from '@playwright/test';
import {
  commissionJob,
  goHome,
  openChecklist,
  openConnectionEditor,
  reconfigure,
  runScreenSaid,
  startJob,
  threeJobsInARow,
  watchRunScreen,
  type Job,
} from './field-jobs-support.ts';
import { expect, test } from './sharedPage.ts';
import { lastConfig, SITES } from './wizard-support.ts';

const JOBS = {
  passes: { serial: '3P_35A_3901', site: 'AU', names: ['J1 Flat 1', 'J1 Flat 2', 'J1 Flat 3'] },
  fails: { serial: '3P_35A_3954', site: 'GB', names: ['J2 Flat 1', 'J2 Flat 2', 'J2 Flat 3'] },
  left: { serial: '3P_35A_3910', site: 'DE', names: ['J3 Flat 1', 'J3 Flat 2', 'J3 Flat 3'] },
  twoPhase: { serial: '2P_100_3920', site: 'AU', names: ['J5 Flat 1', 'J5 Flat 2', 'n/a'] },
} satisfies Record<string, Job>;

/** The last upload for the job's unit carries its own site, outputs and CT rating. */
async function expectOwnUpload(page: Page, job: Job, ct: number): Promise<void> {
  const config = await lastConfig(page, job.serial);
  expect(config).toMatchObject({
    serialNumber: job.serial,
    address: { address: SITES[job.site].address, country: SITES[job.site].country },
    CTRating: ct,
  });
  expect((config.connections as Record<string, string>[])[0]).toMatchObject({
    L1: job.names[0],
    L2: job.names[1],
  });
}

test('five jobs in a row: each starts unticked, shows nothing of the last and uploads its own values', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { passes, fails, left, twoPhase } = JOBS;

  // 1 to 3: one passes, one fails and is left on its troubleshooting page, one is abandoned before its run
  const ct = { [passes.serial]: 200, [fails.serial]: 120 }; // GB's is 120 A (E-45)
  await threeJobsInARow(page, JOBS, (job) => expectOwnUpload(page, job, ct[job.serial]!));
  await goHome(page);

  // 4: job 1's unit re-commissioned from its connection editor: its own site and rating, no earlier status
  await reconfigure(page, passes.serial);
  await openConnectionEditor(page);
  await watchRunScreen(page);
  await page.getByRole('button', { name: 'SAVE AND RECOMMISSION' }).click();
  await expect(page).toHaveURL(/\/commission\/21$/);
  await expect(page.getByText('Commissioning passed')).toBeVisible({ timeout: 30_000 });
  expect(await runScreenSaid(page), 'no "passed" before its own run passed').toEqual([]);
  await expectOwnUpload(page, passes, 200);
  await goHome(page);

  // 5: a two-phase unit
  await openChecklist(page);
  await startJob(page, twoPhase, [passes, fails, left]);
  await commissionJob(page, twoPhase);
  await expect(page.getByText('Commissioning passed')).toBeVisible({ timeout: 30_000 });
  expect(await runScreenSaid(page)).toEqual([]);
  await expectOwnUpload(page, twoPhase, 200);
  expect((await lastConfig(page, twoPhase.serial)).solarDeliveryMethod).toBe('net_metering');
});
