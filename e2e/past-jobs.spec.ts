// Past jobs on one phone: an installer runs three jobs in a row (one passes, one fails, one is left
// before its run), opens Past jobs from the menu and sees all three with how each ended, opens the
// first one's report and finds its own unit and site, though two jobs came after it; a second
// installer logging in on the same phone sees none of them, and the phone's storage holds nothing of
// them. Then the list as English and German phones show it, at 390 × 844.
//
// Serials used only by this file: 3P_35A_5801 (passes) · 3P_35A_5854 (fails: reversed CT) ·
// 3P_35A_5810 (left before its run) · 3P_35A_5820, 3P_35A_5821 (kept jobs seeded for the screenshots)
import type { Page } from '@playwright/test';
import { completeProject, seedState } from './failures-support.ts';
import {
  goHome,
  logInTyped,
  logOutFromDrawer,
  registerInstaller,
  threeJobsInARow,
  type Job,
} from './field-jobs-support.ts';
import { expect, test } from './sharedPage.ts';
import { INSTALLER, settledForScreenshot } from './support.ts';
import { SITES } from './wizard-support.ts';

const JOBS = {
  passes: { serial: '3P_35A_5801', site: 'AU', names: ['P1 Flat 1', 'P1 Flat 2', 'P1 Flat 3'] },
  fails: { serial: '3P_35A_5854', site: 'GB', names: ['P2 Flat 1', 'P2 Flat 2', 'P2 Flat 3'] },
  left: { serial: '3P_35A_5810', site: 'DE', names: ['P3 Flat 1', 'P3 Flat 2', 'P3 Flat 3'] },
} satisfies Record<string, Job>;

async function openPastJobs(page: Page, drawerText = 'Past jobs'): Promise<void> {
  await page.getByRole('button', { name: /Open menu|Menü öffnen/ }).click();
  await page.getByRole('button', { name: drawerText }).click();
  await expect(page).toHaveURL(/\/past-jobs$/);
}

test('three jobs of mixed endings are listed for their installer, a kept job opens its own report, and the next installer sees none', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const other = await registerInstaller(page.request);
  const { passes, fails, left } = JOBS;
  await threeJobsInARow(page, JOBS); // one passes, one fails, one is left before its run

  await openPastJobs(page);
  const jobs = page.getByTestId('past-job');
  await expect(jobs).toHaveCount(3);
  await expect(jobs.getByRole('heading')).toHaveText([left.serial, fails.serial, passes.serial]);
  await expect(page.getByTestId('past-job-result')).toHaveText(['Not finished', 'Failed', 'Passed']);
  await expect(jobs.nth(2)).toContainText(SITES.AU.address);
  await expect(jobs.nth(1)).toContainText(SITES.GB.address);
  await expect(jobs.nth(0)).toContainText(SITES.DE.address);
  await settledForScreenshot(page);
  await page.screenshot({ path: test.info().outputPath('past-jobs-journey-en-390x844.png') });

  // the first job's report: its unit, site and tenants, none of the later jobs'
  await page.getByRole('button', { name: new RegExp(`^Open report: ${passes.serial}`) }).click();
  await expect(page).toHaveURL(/\/commissioning-report\?job=job-[a-z0-9-]+$/);
  const report = page.getByTestId('report');
  await expect(report.getByTestId('report-unit')).toContainText(passes.serial);
  await expect(report).toContainText(SITES.AU.address);
  await expect(report).toContainText('P1 Flat 2');
  await expect(report).not.toContainText(left.serial);
  await expect(report).not.toContainText('P3 Flat 1');

  // another installer on the same phone: none of the first one's jobs
  await goHome(page);
  await logOutFromDrawer(page);
  await page.goto('/login');
  await logInTyped(page, other);
  await openPastJobs(page);
  await expect(page.getByText('You have no jobs on this phone yet.')).toBeVisible();
  await expect(page.getByTestId('past-job')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(passes.serial);

  // nor anything of them in the phone's storage: the kept jobs went with the first installer's data
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  for (const job of [passes, fails, left]) expect(stored).not.toContain(job.serial);
  expect(stored).not.toContain('P1 Flat 2');
});

/** two kept jobs of the demo installer's (one passed, one failed) and the job in hand, seeded before the app starts */
async function seedListForScreenshot(page: Page): Promise<void> {
  const kept = (serial: string, address: string, result: string, day: number) => ({
    id: `job-shot-${serial.slice(-4)}`,
    owner: INSTALLER.email,
    startedAt: Date.UTC(2026, 10, day, 8, 0),
    ranAt: Date.UTC(2026, 10, day, 9, 15),
    result,
    photoJob: '',
    draft: completeProject(serial, 'AU', { address: { ...SITES.AU, address, solshareName: `Block ${day}` } }),
  });
  const jobs = [
    kept('3P_35A_5821', '12 Harbour Street, Sydney NSW 2000, Australia', 'failed', 26),
    kept('3P_35A_5820', SITES.AU.address, 'success', 24),
  ];
  await seedState(page, { project: completeProject('3P_35A_5601', 'AU') });
  await page.addInitScript(
    (stored) => {
      if (!localStorage.getItem('solshare.pastJobs.v1')) localStorage.setItem('solshare.pastJobs.v1', stored);
    },
    JSON.stringify({ current: { id: 'job-shot-now', startedAt: Date.UTC(2026, 10, 29, 7, 45), photoJob: '' }, jobs }),
  );
}

for (const [locale, lang, drawer] of [
  ['en-US', 'en', 'Past jobs'],
  ['de-DE', 'de', 'Frühere Aufträge'],
] as const) {
  test.describe(`a ${lang} phone`, () => {
    test.use({ locale });

    test(`the list at 390 × 844 (${lang})`, async ({ page }) => {
      await seedListForScreenshot(page);
      await page.goto('/welcome');
      await openPastJobs(page, drawer);
      await expect(page.getByTestId('past-job')).toHaveCount(3);
      await settledForScreenshot(page);
      await page.screenshot({ path: test.info().outputPath(`past-jobs-${lang}-390x844.png`) });
      await page.screenshot({ path: test.info().outputPath(`past-jobs-${lang}-390x844-full.png`), fullPage: true });
    });
  });
}
