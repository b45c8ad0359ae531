// Steps of a day in the field (e2e/field-*.spec.ts, e2e/past-jobs.spec.ts): what an installer taps, typed
// key by key, between jobs: home, log out and in, Reconfigure a unit, open the checklist, watch a run,
// start a job and commission it; and a second installer of the same phone.
import type { APIRequestContext, Page } from '@playwright/test';
import { goOnWithoutPhotos } from './photos-support.ts';
import { expect, INSTALLER } from './support.ts';
import { answerNps, seed, SITES } from './wizard-support.ts';

/** Types into the field labelled `label`, key by key, after clearing it. */
export async function typeInto(page: Page, label: string | RegExp, text: string): Promise<void> {
  const field = page.getByLabel(label);
  await field.clear();
  await field.pressSequentially(text);
}

export async function logInTyped(page: Page, who = INSTALLER): Promise<void> {
  await expect(page).toHaveURL(/\/login$|\/$/);
  if (!/\/login$/.test(page.url())) await page.goto('/login');
  await typeInto(page, 'Email', who.email);
  await typeInto(page, 'Password', who.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

/** The menu's Homepage: in-app, so whatever the app holds in memory stays. */
export async function goHome(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Homepage' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

/** The menu's Logout, confirming when a job is unfinished (asked only then); ends on the landing page. */
export async function logOutFromDrawer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: /log ?out/i }).click();
  const confirm = page.getByRole('button', { name: 'LOG OUT' });
  await expect(confirm.or(page.getByRole('button', { name: 'LOGIN' })).first()).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  await expect(page).toHaveURL(/\/$/);
}

/** Logout, then the same user logs in again. */
export async function logOutAndIn(page: Page): Promise<void> {
  await logOutFromDrawer(page);
  await page.goto('/login');
  await logInTyped(page);
}

/** A second installer with an account of their own (a new e-mail each run), to log in on the same phone. */
export async function registerInstaller(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const other = { email: `second-installer-${Date.now()}@example.com`, password: 'Sunny-roof-2026' };
  const registered = await request.post('/v2/auth/commissioner/register', {
    data: {
      name: 'Sam Second',
      company: 'Roof Co',
      licenseNumber: 'L-2',
      trainingCert: 'ABCD-1234',
      email: other.email,
      password: other.password,
      passwordConfirm: other.password,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return other;
}

/** Commission a unit from /welcome: the intro notes when they show, then "Before you start". */
export async function openChecklist(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Commission a unit' }).click();
  const tip = page.getByText(/^Tip \d of 3$/);
  const checklist = page.getByRole('heading', { name: 'Before you start' });
  await expect(tip.or(checklist).first()).toBeVisible();
  for (let i = 1; i <= 3 && (await tip.count()) > 0; i++) {
    await page.getByRole('button', { name: i === 3 ? 'Got it' : 'NEXT' }).click();
  }
  await expectFreshChecklist(page);
}

/** "Before you start" as a new unit finds it: three boxes, none ticked, NEXT off. */
export async function expectFreshChecklist(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/confirm-training$/);
  await expect(page.getByRole('checkbox')).toHaveCount(3);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'NEXT' })).toBeDisabled();
}

/** Ticks the three boxes and goes on to the start-up procedure. */
export async function answerChecklist(page: Page): Promise<void> {
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/1$/);
}

/** Reconfigure from /welcome: the serial typed, then system info. */
export async function reconfigure(page: Page, serial: string): Promise<void> {
  await page.getByRole('button', { name: 'Reconfigure' }).click();
  await expect(page).toHaveURL(/\/reconfigure-enter-serial$/);
  await typeInto(page, 'Serial number', serial);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/system-info$/);
}

/** System info → Connected units → EDIT → ADD A CONNECTION. */
export async function openConnectionEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Connected units/ }).click();
  await expect(page).toHaveURL(/\/view-connected-units$/);
  await page.getByRole('button', { name: 'EDIT' }).click();
  await expect(page).toHaveURL(/\/edit-connected-units$/);
  await page.getByRole('button', { name: 'ADD A CONNECTION' }).click();
  await expect(page).toHaveURL(/\/reset-connections$/);
}

/**
 * Watches /commission/21 from now on: every moment the page says the run passed while its bar is
 * below 100, or says it is in progress while stopped on an error, is kept for the test to read.
 */
export async function watchRunScreen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __runSaid: string[] };
    w.__runSaid = [];
    const read = () => {
      if (location.pathname !== '/commission/21') return;
      const bar = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? 'NaN');
      const text = document.body.innerText;
      if (text.includes('Commissioning passed') && !(bar >= 100)) w.__runSaid.push(`passed at ${bar}`);
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

export const runScreenSaid = (page: Page) =>
  page.evaluate(() => (window as unknown as { __runSaid?: string[] }).__runSaid ?? []);

/**
 * After SAVE AND RECOMMISSION with changed outputs: the delivery method (demand-based), the
 * CT rating when asked (200 A), then Commission on /commission/19; ends on /commission/21.
 */
export async function demandBasedThenRun(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/commission\/17$/);
  await page.getByRole('radio', { name: /Demand-based delivery/ }).check();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/(photos|ct-rating)$/);
  if (/ct-rating$/.test(page.url())) await page.getByRole('button', { name: /^200 A/ }).click();
  await goOnWithoutPhotos(page);
  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  await expect(page).toHaveURL(/\/commission\/21$/);
}

/** On the unit in view: a unit added on output group 3 (L1-3, "Unit 9"), saved, and re-commissioned. */
export async function addUnitAndRecommission(page: Page): Promise<void> {
  await page.goto('/reset-connections');
  await page.getByLabel('L1-3 connected').check();
  await page.getByLabel('Unit connected to L1-3').pressSequentially('Unit 9');
  await page.getByRole('button', { name: 'SAVE AND RECOMMISSION' }).click();
  await demandBasedThenRun(page); // a new output: the delivery method is asked again before the run
}

type Site = keyof typeof SITES;
/** one job of a day in the field: its unit, its site and the names of its first output's units */
export interface Job {
  serial: string;
  site: Site;
  names: [string, string, string]; // the first output's units, L1 to L3 ('n/a' where a 2P has none)
}

/** What no screen of a new job may show: the earlier jobs' serials and unit names. */
export async function expectNothingOf(page: Page, earlier: Job[]): Promise<void> {
  const text = await page.locator('main').innerText();
  for (const job of earlier) {
    expect(text, `${page.url()} shows nothing of ${job.serial}`).not.toContain(job.serial);
    for (const name of job.names) if (name !== 'n/a') expect(text).not.toContain(name);
  }
}

/** A new job from "Before you start" (already open) to the detected unit, checking each screen. */
export async function startJob(page: Page, job: Job, earlier: Job[]): Promise<void> {
  await expectFreshChecklist(page);
  await answerChecklist(page);
  await expectNothingOf(page, earlier);
  await page.getByRole('button', { name: 'BEGIN' }).click();
  await expect(page).toHaveURL(/\/my-sites$/);
  await page.getByRole('button', { name: `Choose ${SITES[job.site].address}` }).click();
  await expect(page).toHaveURL(/\/commission\/2$/);
  await page.getByRole('button', { name: 'Type the serial number' }).click();
  await expect(page.getByLabel('Serial number')).toHaveValue(''); // no serial of an earlier job
  await expectNothingOf(page, earlier);
  await typeInto(page, 'Serial number', job.serial);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/8$/);
  await expect(page.getByText(job.serial).first()).toBeVisible();
  await expectNothingOf(page, earlier);
  // nothing of an earlier job's answers is carried: the draft holds this unit and its site only
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('solshare.project.v1') ?? '{}'));
  expect(draft).toMatchObject({
    serialNumber: job.serial,
    address: { address: SITES[job.site].address },
    algorithmWeight: [],
    solarDeliveryMethod: job.serial.startsWith('2P') ? 'net_metering' : null, // D-25: a 2P unit's own
    CTRating: null,
    spec: { inverter: '' },
  });
}

/** The wizard's answers for `job` (as its steps store them), then Commission on /commission/19. */
export async function commissionJob(page: Page, job: Job): Promise<void> {
  const twoPhase = job.serial.startsWith('2P');
  await page.evaluate(
    ({ names, twoPhase, ct }) => {
      const draft = JSON.parse(localStorage.getItem('solshare.project.v1') ?? '{}');
      Object.assign(draft, {
        spec: { dcSize: 9, acSize: 8, inverter: 'SMA', inputInverter: '' },
        connections: [
          { type: '3x1', L1: names[0], L2: names[1], L3: names[2] },
          ...Array.from({ length: 4 }, () => ({ type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' })),
        ],
        solarDeliveryMethod: twoPhase ? 'net_metering' : 'optimise',
        CTRating: ct,
      });
      localStorage.setItem('solshare.project.v1', JSON.stringify(draft));
    },
    { names: job.names, twoPhase, ct: job.site === 'GB' ? 120 : 200 }, // E-45: GB is 120 A
  );
  await page.goto('/commission/19');
  await watchRunScreen(page);
  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  await expect(page).toHaveURL(/\/commission\/21$/);
  await expect(page.getByRole('heading', { name: 'Commissioning in progress' })).toBeVisible();
}

/** The first three jobs of a day: one that passes, one that fails, one left before its run. */
export interface ThreeJobs {
  passes: Job;
  fails: Job;
  left: Job;
}

/**
 * A logged-in installer's first three jobs in a row on one phone, from /welcome: `passes` commissions
 * (the score answered) and COMMISSION ANOTHER UNIT starts `fails`, which fails and is left on its
 * troubleshooting page; then `left` is started from the home screen and left on the detected unit.
 * `afterRun` reads each run's outcome (on the score screen, then the troubleshooting page).
 */
export async function threeJobsInARow(
  page: Page,
  { passes, fails, left }: ThreeJobs,
  afterRun: (job: Job) => Promise<void> = async () => undefined,
): Promise<void> {
  await seed(page);
  await page.goto('/welcome');

  // 1: passes; COMMISSION ANOTHER UNIT goes through "Before you start"
  await openChecklist(page);
  await startJob(page, passes, []);
  await commissionJob(page, passes);
  await expect(page).toHaveURL(/\/net-promoter-score$/, { timeout: 30_000 });
  await afterRun(passes);
  await answerNps(page);
  await page.getByRole('button', { name: 'COMMISSION ANOTHER UNIT' }).click();

  // 2: fails, and is left on its troubleshooting page
  await startJob(page, fails, [passes]);
  await commissionJob(page, fails);
  await expect(page).toHaveURL(/\/commission\/error\//, { timeout: 30_000 });
  await afterRun(fails);
  await goHome(page);

  // 3: left before its run
  await openChecklist(page);
  await startJob(page, left, [passes, fails]);
}
