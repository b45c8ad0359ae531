// No screen is wider than a 390 px phone, in English and German, with long values in every field
// the installer types (long tenancy names, a long site name and address, a long e-mail): the page
// must never pan sideways (document.documentElement.scrollWidth <= 390). View fleet with 1,000
// sites and the report with a long e-mail address in both, every route of the flows in English
// here; the German sweep (german-sweep.spec.ts) loads every route in German with long values of
// its own and measures the same width, so the routes are not loaded a second time in German here.
//
// Serial used only by this file: 3P_35A_2650 (read-only: nothing here reaches a run).
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { completeProject, finishedRun, holdRequests, installerSession, sessionOf } from './failures-support.ts';
import { expect, test } from './support.ts';
import { outputGroups } from '../tests/support/outputGroups.ts';

const SERIAL = '3P_35A_2650';
const FLEET = { email: 'fleet@example.com', password: 'solshare-demo' };
const LONG = 'Wohnung 1204 Nordostflügel Gebäude C Hinterhaus';
const longProject = (extra: Record<string, unknown> = {}) =>
  completeProject(SERIAL, 'AU', {
    address: {
      address: 'Unit 4, 12 Adelaide Street, Brisbane City QLD 4000, Australia (rear entrance behind the loading dock)',
      latitude: -27.4689,
      longitude: 153.026,
      country: 'AU',
      solshareName: 'Apartmentgebäude Nordostflügel Haus C SolShare Anlage',
    },
    connections: outputGroups(
      { type: '3x1', L1: `${LONG} 1`, L2: `${LONG} 2`, L3: `${LONG} 3` },
      { type: '1x3', L1: `${LONG} Gewerbe`, L2: `${LONG} Gewerbe`, L3: `${LONG} Gewerbe` },
      { type: '3x1', L1: 'Hausmeisterwohnungsverteilerkasten', L2: 'n/a', L3: 'n/a' },
    ),
    solarDeliveryMethod: 'optimise_weight',
    algorithmWeight: [
      [
        [0, 0, 33.33],
        [0, 1, 33.33],
        [0, 2, 33.34],
      ],
      [
        [1, 0, 50],
        [1, 1, 50],
      ],
      [
        [2, 0, 50],
        [2, 1, 50],
      ],
    ],
    CTRating: 200,
    ...extra,
  });

interface Screen {
  path: string;
  run?: unknown;
  hold?: string;
}
const WIZARD: Screen[] = [
  '/welcome',
  '/confirm-training',
  '/commission/1',
  '/my-sites',
  '/add-a-site',
  '/commission/2',
  '/commission/3',
  '/commission/6/1',
  '/commission/6/2',
  '/commission/6/3',
  '/commission/7',
  '/commission/8',
  '/software-update-instruction',
  '/software-update-success',
  '/software-update-failed',
  '/commission/10',
  '/commission/address',
  '/commission/specifications',
  '/commission/11',
  '/commission/12/0',
  '/commission/13/0',
  '/commission/14/1',
  '/commission/15',
  '/commission/16',
  '/commission/17',
  '/commission/18',
  '/commission/unequal-allocation/1',
  '/commission/unequal-allocation-review',
  '/commission/ct-rating',
  '/commission/ct-rating-unsure',
  '/commission/photos',
  '/commission/photos?ask=ctClamp&back=%2Fcommission%2Ferror%2Freversed-ct-au%2F3', // asked for by a troubleshooting page
  '/commission/19',
  '/net-promoter-score',
  '/congratulations',
  '/contact',
  '/info-centre',
  '/feedback/1',
].map((path) => ({ path }));
WIZARD.push(
  { path: '/commission/5', hold: '**/v2/commission/meter/**' },
  { path: '/commission/20?fail=second', run: finishedRun(SERIAL, 'AU', 'failed', ['timeout', 'nosolar', 'phaseswap']) },
  { path: '/commission/20?fail=second&pending', run: finishedRun(SERIAL, 'AU', 'pending') },
  { path: '/commission/22', run: finishedRun(SERIAL, 'AU', 'success') },
  { path: '/commissioning-report', run: finishedRun(SERIAL, 'AU', 'success') },
  { path: '/output-labels', run: finishedRun(SERIAL, 'AU', 'success') },
);
const troubleshooting = parse(readFileSync('flows/troubleshooting.yaml', 'utf8')) as { routes: { path: string }[] };
const TROUBLESHOOTING: Screen[] = troubleshooting.routes.map(({ path }) => ({
  path,
  run: finishedRun(SERIAL, 'AU', 'failed', ['reverse']),
}));
// every other route of the flows (accounts, the service screens, the run ...), its parameters filled in
const listed = new Set([...WIZARD, ...TROUBLESHOOTING].map((s) => s.path.split('?')[0]));
const OTHERS: Screen[] = readdirSync('flows')
  .filter((f) => f.endsWith('.yaml') && f !== 'troubleshooting.yaml')
  .flatMap((f) => (parse(readFileSync(`flows/${f}`, 'utf8')) as { routes?: { path: string }[] }).routes ?? [])
  .map(({ path }) => path.replace(':index', '1').replace(':token', 'a-reset-token').replace(':serial', SERIAL))
  .filter((path) => !listed.has(path))
  .map((path) => ({ path, run: finishedRun(SERIAL, 'AU', 'success') }));

/** Puts a session (and a job) in place on this origin, replacing whatever the last screen left. */
async function seedNow(page: Page, state: { session: unknown; project?: unknown; run?: unknown }): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/config.json');
  await page.evaluate(
    ({ session, project, run }) => {
      localStorage.clear();
      localStorage.setItem('solshare.session.v1', JSON.stringify(session));
      if (project) localStorage.setItem('solshare.project.v1', JSON.stringify(project));
      if (run) localStorage.setItem('solshare.run.v1', JSON.stringify(run));
    },
    { session: state.session, project: state.project ?? null, run: state.run ?? null },
  );
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function expectFits(page: Page, what: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => pageWidth(page), { message: `${what} fits 390 px` }).toBeLessThanOrEqual(390);
}

test('every route of the flows with long values fits the phone in English', async ({ page }) => {
  test.setTimeout(360_000);
  const wide: string[] = [];
  const session = await installerSession(page.request);
  for (const screen of [...WIZARD, ...TROUBLESHOOTING, ...OTHERS]) {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await seedNow(page, { session, project: longProject(), run: screen.run });
    if (screen.hold) await holdRequests(page, screen.hold);
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 }).first())
      .toBeVisible()
      .catch(() => undefined); // a route that redirects or waits is measured as it stands
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const width = await pageWidth(page);
    if (width > 390) wide.push(`${screen.path} (${new URL(page.url()).pathname}): ${width} px`);
  }
  expect(wide).toEqual([]);
});

for (const locale of ['en-US', 'de-DE']) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    test.describe.configure({ mode: 'parallel' });

    test('the report with a long e-mail address fits the phone, and no label overlaps its value', async ({ page }) => {
      const session = {
        ...(await installerSession(page.request)),
        email: 'alexandra.vandenberg-installations@sunshine-solar-services.example.com',
      };
      await seedNow(page, { session, project: longProject(), run: finishedRun(SERIAL, 'AU', 'success') });
      await page.goto('/commissioning-report');
      await expect(page.getByTestId('report')).toBeVisible();
      await expect(page.getByText(session.email)).toBeVisible();
      await expectFits(page, 'the report');
      for (const dt of await page.locator('[data-testid="report"] dt').all()) {
        const label = await dt.boundingBox();
        const value = await dt.locator('xpath=following-sibling::dd[1]').boundingBox();
        if (!label || !value) continue;
        const overlaps =
          label.x < value.x + value.width &&
          value.x < label.x + label.width &&
          label.y < value.y + value.height &&
          value.y < label.y + label.height;
        expect(overlaps, `${await dt.textContent()} overlaps its value`).toBe(false);
        expect(value.x + value.width, `${await dt.textContent()}'s value within the screen`).toBeLessThanOrEqual(390);
      }
    });

    test('View fleet with 1,000 sites fits the phone and shows every health filter', async ({ page }) => {
      await seedNow(page, { session: await sessionOf(page.request, FLEET) });
      await page.goto('/view-fleet');
      await expect(page.getByRole('button', { pressed: true }).first()).toBeVisible();
      await expectFits(page, 'View fleet');
      for (const chip of await page.getByRole('group').getByRole('button').all()) {
        const box = await chip.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390, `${await chip.textContent()} is on screen`).toBe(true);
      }
    });
  });
}

test('a long address shows whole on several lines, and the serial fields are not spell-checked', async ({ page }) => {
  await seedNow(page, { session: await installerSession(page.request), project: longProject() });
  await page.goto('/commission/address');
  const address = page.getByRole('combobox', { name: 'Address' });
  await expect(address).toHaveValue(/loading dock\)$/);
  const { scrollHeight, clientHeight, scrollWidth, clientWidth } = await address.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth, 'no text cut at the right').toBeLessThanOrEqual(clientWidth);
  expect(scrollHeight, 'no line hidden').toBeLessThanOrEqual(clientHeight + 1);
  expect(clientHeight, 'more than one line').toBeGreaterThan(60);
  await address.press('End');
  await address.press('Enter');
  await expect(address).toHaveValue(/loading dock\)$/); // Enter adds no line break

  for (const path of ['/commission/3', '/reconfigure-enter-serial', '/wifi-enter-serial']) {
    await page.goto(path);
    const serial = page.getByLabel('Serial number');
    await expect(serial).toBeVisible();
    await expect(serial, path).toHaveAttribute('spellcheck', 'false');
  }
});

test('an English report at an Australian site gives the date day first, not in the US order', async ({ page }) => {
  await seedNow(page, {
    session: await installerSession(page.request),
    project: longProject(),
    run: finishedRun(SERIAL, 'AU', 'success'),
  });
  await page.goto('/commissioning-report');
  await expect(page.getByTestId('report-dates')).toContainText(/\d{1,2} [A-Z][a-z]+ \d{4}/); // 26 November 2026
  await expect(page.getByTestId('report-dates')).not.toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4}/); // not November 26, 2026
});
