// The screens the per-screen sweep (screens.spec.ts) visits, each with the state it is reached in and
// the checks made there: `axe` (no serious or critical accessibility violation) and `shot` (the visual
// baseline in e2e/screens.spec.ts-snapshots/). A screen both checks want in the same state is visited
// once for both. Stable data: a seeded session and draft for a ready unit (…5601, nothing here reaches
// the simulator's records), service screens on a commissioned training unit no other test changes
// (…7709), screens that are normally gone in a blink (the search, the update, the run) held at their
// request in the browser. The troubleshooting routes are read from flows/troubleshooting.yaml, so a page
// added there is scanned too. Login and account screens' axe scans: account.spec.ts.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { addressOnlyProject, completeProject, EVEN_SPLIT, finishedRun, UPDATE_DUE } from './failures-support.ts';
import { expect } from './sharedPage.ts';

export const SERIAL = '3P_35A_5601'; // ready; nothing here reaches the simulator's records
export const SERVICE_SERIAL = '3P_35A_7709'; // commissioned, with complete system info; used by no other test

export interface Shot {
  /** the baseline's name (<name>-linux.png) */
  name: string;
  mask?: (page: Page) => Locator[];
  /** only the top of the screen: lists that other tests grow (sites, fleet) change the page height */
  top?: number;
}

export interface Screen {
  path: string;
  /** no session (public screens) */
  login?: false;
  /** a different draft from the complete AU one */
  project?: unknown;
  run?: unknown;
  /** a request to hold so that the screen stays (never released) */
  hold?: string;
  /** reach the screen by a button from another one instead of opening the path */
  via?: { path: string; button: string };
  /** reached from system info of the service unit */
  service?: boolean;
  /** what shows once the screen has settled, besides its h1 */
  ready?: (page: Page) => Promise<void>;
  /** after `ready`, before the screenshot: e.g. submit the empty form to show its errors */
  act?: (page: Page) => Promise<void>;
  /** scanned with axe */
  axe?: boolean;
  shot?: Shot;
}

const ASKED_PHOTO = '/commission/photos?ask=ctClamp&back=%2Fcommission%2Ferror%2Freversed-ct-au%2F3';
export const seededDraft = (overrides: Record<string, unknown> = {}) => completeProject(SERIAL, 'AU', overrides);
const submit = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
};
const emptySpec = seededDraft({ spec: { dcSize: null, acSize: null, inverter: '', inputInverter: '' } });
const noCoordinates = seededDraft({
  address: { address: '1 Unknown Road', latitude: null, longitude: null, country: '', solshareName: '' },
});
const shot = (name: string, more: Omit<Shot, 'name'> = {}): Shot => ({ name, ...more });

const PUBLIC_AND_HOME: Screen[] = [
  { path: '/login', login: false, shot: shot('login') },
  { path: '/login', login: false, act: submit('LOGIN'), shot: shot('login-errors') },
  {
    path: '/create-account',
    login: false,
    ready: (p) => expect(p.getByLabel(/^Name/)).toBeVisible(),
    shot: shot('form-sign-up'),
  },
  {
    path: '/create-account',
    login: false,
    ready: (p) => expect(p.getByLabel(/^Name/)).toBeVisible(),
    act: submit('SIGN UP'),
    shot: shot('form-sign-up-errors'),
  },
  { path: '/account-created', login: false, shot: shot('info-account-created') },
  { path: '/info-centre', login: false, shot: shot('info-centre') },
  { path: '/contact', login: false, shot: shot('contact') },
  { path: '/error', login: false, shot: shot('error') },
  { path: '/welcome', shot: shot('welcome') },
  { path: '/confirm-training', shot: shot('checklist') },
  { path: '/my-sites', project: addressOnlyProject('AU'), shot: shot('sites', { top: 245 }) },
  { path: '/feedback/1', shot: shot('feedback') },
  { path: '/feedback/2', shot: shot('feedback-sent') },
];

const FINDING_THE_UNIT: Screen[] = [
  { path: '/commission/2', axe: true },
  {
    path: '/commission/3',
    ready: (p) => expect(p.getByLabel('Serial number')).toBeVisible(),
    axe: true,
    shot: shot('serial-entry'),
  },
  // no camera in the test browser: the camera screen shows its problem message
  {
    path: '/commission/4',
    ready: (p) => expect(p.getByTestId('camera-problem')).toBeVisible(),
    axe: true,
    shot: shot('qr-scan'),
  },
  {
    path: '/commission/5',
    hold: '**/v2/commission/meter/**',
    ready: (p) => expect(p.getByRole('heading', { name: 'Searching for your SolShare' })).toBeVisible(),
    axe: true,
    shot: shot('unit-search'),
  },
  { path: '/wifi-status', hold: '**/v2/commission/**', shot: shot('wifi-status') },
  { path: '/commission/6/1', axe: true },
  { path: '/commission/6/2', axe: true },
  { path: '/commission/6/3', axe: true },
  { path: '/commission/7', axe: true },
  { path: '/commission/8', axe: true },
  { path: '/software-update-instruction', axe: true },
  {
    path: '/software-update',
    project: seededDraft({ unit: UPDATE_DUE }),
    hold: '**/v2/commission/software-update',
    ready: (p) => expect(p.getByTestId('update-task')).toHaveText('Task 1 of 2'),
    axe: true,
    shot: shot('software-update'),
  },
  { path: '/software-update-success', axe: true },
  {
    path: '/software-update-failed',
    ready: (p) => expect(p.getByRole('button', { name: 'CONTINUE ANYWAY' })).toBeVisible(),
    axe: true,
  },
  { path: '/commission/10', axe: true },
];

const CONFIGURATION: Screen[] = [
  { path: '/commission/address', ready: (p) => expect(p.getByRole('button').first()).toBeVisible(), axe: true },
  {
    path: '/commission/address',
    project: noCoordinates,
    ready: (p) => expect(p.getByLabel('Country')).toBeVisible(),
    shot: shot('form-address-country'),
  },
  { path: '/commission/specifications', ready: (p) => expect(p.getByRole('button').first()).toBeVisible(), axe: true },
  {
    path: '/commission/specifications',
    project: emptySpec,
    ready: (p) => expect(p.getByLabel(/^DC size/)).toBeVisible(),
    shot: shot('form-specifications'),
  },
  {
    path: '/commission/specifications',
    project: emptySpec,
    ready: (p) => expect(p.getByLabel(/^DC size/)).toBeVisible(),
    act: submit('NEXT'),
    shot: shot('form-specifications-errors'),
  },
  { path: '/commission/11', axe: true },
  { path: '/commission/12/0', axe: true, shot: shot('connection-type') },
  {
    path: '/commission/13/0',
    ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible(),
    axe: true,
    shot: shot('connection-units'),
  },
  { path: '/commission/14/0', ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible(), axe: true },
  {
    path: '/commission/15',
    ready: (p) => expect(p.getByText('Unit 1').first()).toBeVisible(),
    axe: true,
    shot: shot('connection-review'),
  },
  {
    path: '/commission/16',
    ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible(),
    axe: true,
    shot: shot('connection-edit'),
  },
  { path: '/commission/17', axe: true, shot: shot('delivery-method') },
  { path: '/commission/18', axe: true },
  {
    path: '/commission/unequal-allocation/1',
    project: seededDraft({ solarDeliveryMethod: 'optimise_weight' }),
    ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible(),
    axe: true,
    shot: shot('allocation'),
  },
  {
    path: '/commission/unequal-allocation-review',
    project: seededDraft(EVEN_SPLIT),
    axe: true,
    shot: shot('allocation-review'),
  },
  {
    path: '/commission/ct-rating',
    ready: (p) => expect(p.getByRole('button', { name: /200/ }).first()).toBeVisible(),
    axe: true,
    shot: shot('ct-rating'),
  },
  { path: '/commission/ct-rating-unsure', axe: true },
  // the photo step: a fresh phone holds no photo, so every tile is empty
  {
    path: '/commission/photos',
    ready: (p) => expect(p.getByTestId('photo-tile-damageFound')).toBeVisible(),
    axe: true,
    shot: shot('photos'),
  },
  {
    path: ASKED_PHOTO, // opened by the reversed-CT guide's last step: its kind's tiles only
    ready: (p) => expect(p.getByTestId('photo-tile-ctClamp-L3')).toBeVisible(),
    axe: true,
    shot: shot('photos-asked'),
  },
];

const THE_RUN_AND_ITS_END: Screen[] = [
  { path: '/commission/19', axe: true },
  // the run held at its config upload (nothing reaches the simulator)
  {
    path: '/commission/21',
    via: { path: '/commission/19', button: 'Commission' },
    hold: '**/v2/commission/upload-config',
    ready: (p) => expect(p.getByText('Uploading the configuration to the SolShare')).toBeVisible(),
    axe: true,
    shot: shot('commission-progress'),
  },
  {
    path: '/commission/20?fail=second',
    run: finishedRun(SERIAL, 'AU', 'failed', ['timeout', 'nosolar']),
    ready: (p) => expect(p.getByTestId('failure-messages').getByRole('listitem')).toHaveCount(2),
    axe: true,
    shot: shot('commission-result'),
  },
  {
    path: '/commission/20?fail=first',
    run: { ...finishedRun(SERIAL, 'AU', 'failed', ['configfail']), configStatus: 'failed', failure: 'first' },
    ready: (p) => expect(p.getByText('Config update failed. Please check the input')).toBeVisible(),
    axe: true,
  },
  {
    path: '/commission/20?fail=second&pending',
    run: finishedRun(SERIAL, 'AU', 'pending'),
    ready: (p) => expect(p.getByText('Commissioning process timeout, please contact Allume')).toBeVisible(),
    axe: true,
  },
  {
    path: '/commission/error/phase-to-phase-au',
    run: finishedRun(SERIAL, 'AU', 'failed', ['phaseswap', 'reverse']),
    ready: (p) => expect(p.getByRole('button', { name: 'Reconfigure' })).toBeVisible(),
    shot: shot('troubleshooting'),
  },
  { path: '/net-promoter-score', axe: true, shot: shot('nps') },
  { path: '/commission/22', run: finishedRun(SERIAL, 'AU', 'success'), axe: true, shot: shot('success') }, // only after a passed run
  { path: '/congratulations', axe: true, shot: shot('congratulations') },
  // the job in hand, the only one of the seeded installer's; its date is today's
  {
    path: '/past-jobs',
    ready: (p) => expect(p.getByTestId('past-job')).toHaveCount(1),
    axe: true,
    shot: shot('past-jobs', { mask: (p) => [p.getByTestId('past-job-date')] }),
  },
];

// every troubleshooting route, with a failed run behind it so {{connections}} is filled in
const troubleshooting = parse(readFileSync('flows/troubleshooting.yaml', 'utf8')) as { routes: { path: string }[] };
export const TROUBLESHOOTING: Screen[] = troubleshooting.routes.map(({ path }) => ({
  path,
  project: completeProject(SERIAL, path.includes('-uk') ? 'GB' : 'AU'),
  run: finishedRun(SERIAL, path.includes('-uk') ? 'GB' : 'AU', 'failed', ['reverse']),
  ready: (p) => expect(p.getByRole('button', { name: 'Reconfigure' })).toBeVisible(),
  axe: true,
}));

// service screens of a commissioned unit
const SERVICE: Screen[] = (
  [
    {
      path: '/system-info',
      ready: (p) => expect(p.getByTestId('power-status')).toBeVisible(),
      shot: shot('system-info', { mask: (p) => [p.getByText(/^\d+ sites?$/)] }), // other tests add sites
    },
    {
      path: '/fault-status',
      ready: (p) => expect(p.getByText('No issues here!')).toBeVisible(),
      shot: shot('fault-status'),
    },
    {
      path: '/solshares-at-site',
      ready: (p) => expect(p.getByText(SERVICE_SERIAL).first()).toBeVisible(),
      shot: shot('solshares-at-site'),
    },
    { path: '/view-fleet', shot: shot('view-fleet', { top: 190 }) },
    { path: '/view-building-address', shot: shot('building-address') },
    { path: '/view-solar-deliver-method', shot: shot('delivery-method-view') },
    { path: '/edit-solar-deliver-method', shot: shot('delivery-method-edit') },
    { path: '/view-connected-units', shot: shot('connected-units-view') },
    {
      path: '/edit-connected-units',
      ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible(),
      shot: shot('connected-units-edit'),
    },
    { path: '/reset-connections', shot: shot('reset-connections') },
  ] as Screen[]
).map((s) => ({ ...s, service: true, project: addressOnlyProject('AU') }));

/** The sweep's groups (a test each; the two workers share them), in about equal parts. */
export const GROUPS: [string, Screen[]][] = [
  ['public, account and home screens, and finding the unit', [...PUBLIC_AND_HOME, ...FINDING_THE_UNIT]],
  ['the configuration', CONFIGURATION],
  ['the run and its end, and the service screens', [...THE_RUN_AND_ITS_END, ...SERVICE]],
  ['the troubleshooting pages, first half', TROUBLESHOOTING.slice(0, Math.ceil(TROUBLESHOOTING.length / 2))],
  ['the troubleshooting pages, second half', TROUBLESHOOTING.slice(Math.ceil(TROUBLESHOOTING.length / 2))],
];

/** A screen's name in the report: its baseline's name or its path, and what is checked there. */
export const describeScreen = (s: Screen) =>
  `${s.shot ? `${s.shot.name} (${s.path})` : s.path}: ${[s.shot && 'looks as it did', s.axe && 'axe'].filter(Boolean).join(', ')}`;
