// Issue journey 8: an axe scan (no serious or critical violation) of every wizard screen, each reached
// directly with a seeded session and draft (failures-support.ts). Screens that are normally gone in a
// blink (the search, the update, the run) are held on screen by holding their request in the browser,
// so nothing reaches the simulator. The troubleshooting routes are read from flows/troubleshooting.yaml,
// so a page added there is scanned too. Login and account screens: account.spec.ts.
//
// Serial: 3P_35A_5601 (a unit that is ready; these scans change nothing on the simulator).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { completeProject, EVEN_SPLIT, finishedRun, holdRequests, seedState, UPDATE_DUE } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';
import { expectAccessible } from './support.ts';

const SERIAL = '3P_35A_5601';

interface Screen {
  path: string;
  /** a different draft from the complete AU one */
  project?: Record<string, unknown>;
  run?: unknown;
  /** a request to hold so that the screen stays (never released) */
  hold?: string;
  /** what shows once the screen has settled, besides its h1 */
  ready?: (page: Page) => Promise<void>;
  /** reach the screen by a button from another one instead of opening the path */
  via?: { path: string; button: string };
}

const project = (overrides: Record<string, unknown> = {}) => completeProject(SERIAL, 'AU', overrides);

const WIZARD: Screen[] = [
  { path: '/commission/2' },
  { path: '/commission/3', ready: (p) => expect(p.getByLabel('Serial number')).toBeVisible() },
  // no camera in the test browser: the camera screen shows its problem message
  { path: '/commission/4', ready: (p) => expect(p.getByTestId('camera-problem')).toBeVisible() },
  {
    path: '/commission/5',
    hold: '**/v2/commission/meter/**',
    ready: (p) => expect(p.getByRole('heading', { name: 'Searching for your SolShare' })).toBeVisible(),
  },
  { path: '/commission/6/1' },
  { path: '/commission/6/2' },
  { path: '/commission/6/3' },
  { path: '/commission/7' },
  { path: '/commission/8' },
  { path: '/software-update-instruction' },
  {
    path: '/software-update',
    project: project({ unit: UPDATE_DUE }),
    hold: '**/v2/commission/software-update',
    ready: (p) => expect(p.getByTestId('update-task')).toHaveText('Task 1 of 2'),
  },
  { path: '/software-update-success' },
  {
    path: '/software-update-failed',
    ready: (p) => expect(p.getByRole('button', { name: 'CONTINUE ANYWAY' })).toBeVisible(),
  },
  { path: '/commission/10' },
  { path: '/commission/address', ready: (p) => expect(p.getByRole('button').first()).toBeVisible() },
  { path: '/commission/specifications', ready: (p) => expect(p.getByRole('button').first()).toBeVisible() },
  { path: '/commission/11' },
  { path: '/commission/12/0' },
  { path: '/commission/13/0', ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible() },
  { path: '/commission/14/0', ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible() },
  { path: '/commission/15', ready: (p) => expect(p.getByText('Unit 1').first()).toBeVisible() },
  { path: '/commission/16', ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible() },
  { path: '/commission/17' },
  { path: '/commission/18' },
  {
    path: '/commission/unequal-allocation/1',
    project: project({ solarDeliveryMethod: 'optimise_weight' }),
    ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible(),
  },
  {
    path: '/commission/unequal-allocation-review',
    project: project(EVEN_SPLIT),
  },
  { path: '/commission/ct-rating', ready: (p) => expect(p.getByRole('button', { name: /200/ }).first()).toBeVisible() },
  { path: '/commission/ct-rating-unsure' },
  { path: '/commission/photos', ready: (p) => expect(p.getByTestId('photo-tile-damageFound')).toBeVisible() },
  {
    path: '/commission/photos?ask=ctClamp&back=%2Fcommission%2Ferror%2Freversed-ct-au%2F3', // asked for by a troubleshooting page
    ready: (p) => expect(p.getByTestId('photo-tile-ctClamp-L3')).toBeVisible(),
  },
  { path: '/commission/19' },
  // the run held at its config upload (nothing reaches the simulator)
  {
    path: '/commission/21',
    via: { path: '/commission/19', button: 'Commission' },
    hold: '**/v2/commission/upload-config',
    ready: (p) => expect(p.getByText('Uploading the configuration to the SolShare')).toBeVisible(),
  },
  {
    path: '/commission/20?fail=second',
    run: finishedRun(SERIAL, 'AU', 'failed', ['timeout', 'nosolar']),
    ready: (p) => expect(p.getByTestId('failure-messages').getByRole('listitem')).toHaveCount(2),
  },
  {
    path: '/commission/20?fail=first',
    run: { ...finishedRun(SERIAL, 'AU', 'failed', ['configfail']), configStatus: 'failed', failure: 'first' },
    ready: (p) => expect(p.getByText('Config update failed. Please check the input')).toBeVisible(),
  },
  {
    path: '/commission/20?fail=second&pending',
    run: finishedRun(SERIAL, 'AU', 'pending'),
    ready: (p) => expect(p.getByText('Commissioning process timeout, please contact Allume')).toBeVisible(),
  },
  { path: '/net-promoter-score' },
  { path: '/commission/22', run: finishedRun(SERIAL, 'AU', 'success') }, // only after a passed run
  { path: '/congratulations' },
  { path: '/past-jobs', ready: (p) => expect(p.getByTestId('past-job')).toHaveCount(1) }, // the job in hand
];

// every troubleshooting route, with a failed run behind it so {{connections}} is filled in
const troubleshooting = parse(readFileSync('flows/troubleshooting.yaml', 'utf8')) as { routes: { path: string }[] };
const TROUBLESHOOTING: Screen[] = troubleshooting.routes.map(({ path }) => ({
  path,
  project: completeProject(SERIAL, path.includes('-uk') ? 'GB' : 'AU'),
  run: finishedRun(SERIAL, path.includes('-uk') ? 'GB' : 'AU', 'failed', ['reverse']),
  ready: (p) => expect(p.getByRole('button', { name: 'Reconfigure' })).toBeVisible(),
}));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('every wizard screen passes an axe scan', () => {
  test.describe.configure({ mode: 'parallel' }); // read-only scans: the two workers may share them

  test('the scan covers every troubleshooting route of the flow', () => {
    expect(TROUBLESHOOTING.length).toBeGreaterThanOrEqual(29);
  });

  for (const screen of [...WIZARD, ...TROUBLESHOOTING]) {
    test(`${screen.path} has no serious or critical accessibility violation`, async ({ page }) => {
      await seedState(page, { project: screen.project ?? project(), run: screen.run });
      if (screen.hold) await holdRequests(page, screen.hold);
      if (screen.via) {
        await page.goto(screen.via.path);
        await page.getByRole('button', { name: screen.via.button, exact: true }).click();
      } else {
        await page.goto(screen.path);
      }
      await expect(page).toHaveURL(new RegExp(`${escape(screen.path)}$`)); // no guard sent us elsewhere
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await screen.ready?.(page);
      await expectAccessible(page);
    });
  }
});
