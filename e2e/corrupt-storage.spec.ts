// Stored state the app did not write the way it reads it (a hand edit, another app on the same
// origin, an older version, a truncated write): each row opens a deep route with one store corrupted
// and a real installer session, and expects a sane screen: the route or the guard's redirect, a
// heading, no error page and no uncaught error. Invalid stores are discarded; the app starts clean.
import type { Page } from '@playwright/test';
import { expect, test } from './sharedPage.ts';
import { INSTALLER } from './support.ts';
import { projectAt11 } from './wizard-support.ts';
import { installerSession } from './failures-support.ts';
import { outputGroups } from '../tests/support/outputGroups.ts';

const SERIAL = '3P_35A_1501';
const valid = projectAt11(SERIAL, 'AU', {
  connections: outputGroups(
    { type: '1x3', L1: 'Unit 1', L2: 'Unit 1', L3: 'Unit 1' },
    { type: '3x1', L1: 'Unit 2', L2: 'Unit 3', L3: 'Unit 4' },
  ),
  solarDeliveryMethod: 'unequal',
  algorithmWeight: [
    [
      [0, 0, 50],
      [0, 1, 50],
    ],
    [
      [1, 0, 50],
      [1, 2, 50],
    ],
    [
      [2, 0, 50],
      [2, 3, 50],
    ],
  ],
});
const project = (over: Record<string, unknown>) => JSON.stringify({ ...valid, ...over });
const FIVE_NULLS = [null, null, null, null, null];
const idleRun = {
  serial: SERIAL,
  step: 'logPoll',
  uploadConfig: true,
  recommissioning: false,
  startedAt: Date.now(),
  configPollStartedAt: null,
  logPollStartedAt: null,
  configStatus: 'success',
  commissionStatus: 'pending',
  log: null,
  taskStartedAt: null,
  failure: null,
};
const run = (over: Record<string, unknown>) => JSON.stringify({ ...idleRun, ...over });

const SERIAL_GUARD = /\/commission\/2$/; // a discarded project has no unit: the serial guard's redirect
const LOGIN = /\/login$/; // a discarded session: not logged in

interface Variant {
  name: string;
  key: string;
  raw: string;
  open: string;
  lands: RegExp;
  session?: (s: Record<string, unknown>) => unknown;
}
const S = 'solshare.session.v1';
const P = 'solshare.project.v1';
const D = 'solshare.formDrafts.v2';

const variants: Variant[] = [
  // the session
  { name: 'session is JSON null', key: S, raw: 'null', open: '/welcome', lands: LOGIN },
  { name: 'session is an array', key: S, raw: '[]', open: '/welcome', lands: LOGIN },
  {
    name: 'session is truncated JSON',
    key: S,
    raw: '',
    open: '/welcome',
    lands: LOGIN,
    session: (s) => JSON.stringify(s).slice(0, 60),
  },
  {
    name: 'session roles are null',
    key: S,
    raw: '',
    session: (s) => ({ ...s, roles: null }),
    open: '/welcome',
    lands: LOGIN,
  },
  {
    name: 'session exp is a string',
    key: S,
    raw: '',
    session: (s) => ({ ...s, exp: String(s.exp) }),
    open: '/welcome',
    lands: LOGIN,
  },
  {
    name: 'session exp is a huge number (1e999)',
    key: S,
    raw: '',
    session: (s) => JSON.stringify(s).replace(/"exp":\d+/, '"exp":1e999'),
    open: '/welcome',
    lands: LOGIN,
  },
  {
    name: 'session email is an object',
    key: S,
    raw: '',
    session: (s) => ({ ...s, email: { first: 'a' } }),
    open: '/welcome',
    lands: LOGIN,
  },
  {
    name: 'session roles hold a number',
    key: S,
    raw: '',
    session: (s) => ({ ...s, roles: ['Commissioner', 7] }),
    open: '/welcome',
    lands: LOGIN,
  },
  {
    name: 'session token is not a JWT',
    key: S,
    raw: '',
    session: (s) => ({ ...s, token: 'not-a-token' }),
    open: '/welcome',
    lands: LOGIN,
  },
  // the project draft
  {
    name: 'five null connections on /commission/15',
    key: P,
    raw: project({ connections: FIVE_NULLS }),
    open: '/commission/15',
    lands: SERIAL_GUARD,
  },
  {
    name: 'five null connections on /commission/16',
    key: P,
    raw: project({ connections: FIVE_NULLS }),
    open: '/commission/16',
    lands: SERIAL_GUARD,
  },
  {
    name: 'five null connections on the allocation screen',
    key: P,
    raw: project({ connections: FIVE_NULLS }),
    open: '/commission/unequal-allocation/1',
    lands: SERIAL_GUARD,
  },
  {
    name: 'five null connections on the allocation review',
    key: P,
    raw: project({ connections: FIVE_NULLS }),
    open: '/commission/unequal-allocation-review',
    lands: SERIAL_GUARD,
  },
  {
    name: 'address without its nested fields',
    key: P,
    raw: project({ address: {} }),
    open: '/commission/15',
    lands: SERIAL_GUARD,
  },
  {
    name: 'connection names are numbers',
    key: P,
    raw: project({ connections: valid.connections.map((c) => ({ ...c, L1: 42 })) }),
    open: '/commission/16',
    lands: SERIAL_GUARD,
  },
  {
    name: 'allocation weights are strings',
    key: P,
    raw: project({ algorithmWeight: [[['a', 'b', 'c']]] }),
    open: '/commission/unequal-allocation-review',
    lands: SERIAL_GUARD,
  },
  {
    name: 'unit facts are a string',
    key: P,
    raw: project({ unit: 'ready' }),
    open: '/commission/10',
    lands: SERIAL_GUARD,
  },
  {
    name: 'older version: no allocation unit, unit facts or CT rating',
    key: P,
    raw: JSON.stringify({ ...valid, allocationUnit: undefined, unit: undefined, CTRating: undefined }),
    open: '/commission/unequal-allocation/1',
    lands: SERIAL_GUARD,
  },
  {
    name: 'older version under an older key',
    key: 'solshare.project.v0',
    raw: JSON.stringify({ serial: SERIAL, site: 'old' }),
    open: '/commission/15',
    lands: SERIAL_GUARD,
  },
  { name: 'truncated JSON', key: P, raw: project({}).slice(0, 80), open: '/commission/15', lands: SERIAL_GUARD },
  {
    name: 'a serial number with path characters',
    key: P,
    raw: project({ serialNumber: '../../V2/AUTH/X?Y=1#' }),
    open: '/commission/21',
    lands: SERIAL_GUARD,
  },
  {
    name: 'foreign JSON',
    key: P,
    raw: JSON.stringify({ theme: 'dark', items: [1, 2, 3] }),
    open: '/commission/15',
    lands: SERIAL_GUARD,
  },
  { name: 'project is an array', key: P, raw: JSON.stringify([valid]), open: '/commission/15', lands: SERIAL_GUARD },
  {
    name: 'specification sizes are a huge number and a string',
    key: P,
    raw: project({ spec: { dcSize: 1e308, acSize: '8', inverter: 'SMA', inputInverter: '' } }),
    open: '/commission/specifications',
    lands: SERIAL_GUARD,
  },
  {
    name: 'serial number is null',
    key: P,
    raw: project({ serialNumber: null }),
    open: '/welcome',
    lands: /\/welcome$/,
  },
  {
    name: 'latitude is a string',
    key: P,
    raw: project({ address: { ...valid.address, latitude: 'north' } }),
    open: '/commission/address',
    lands: SERIAL_GUARD,
  },
  // drafts, the run, the software update, the job, pending uploads
  { name: 'drafts are an array', key: D, raw: '[1,2]', open: '/commission/address', lands: /\/commission\/address$/ },
  {
    name: 'a draft field holds an object',
    key: D,
    raw: JSON.stringify({ [`${SERIAL}|siteAddress:/commission/address`]: { solshareName: { deep: { deeper: 1 } } } }),
    open: '/commission/address',
    lands: /\/commission\/address$/,
  },
  {
    name: 'an allocation draft holds nulls',
    key: D,
    raw: JSON.stringify({
      [`${SERIAL}|allocation:/commission/unequal-allocation/1`]: {
        mode: 'percent',
        groups: null,
        values: [null, null],
      },
    }),
    open: '/commission/unequal-allocation/1',
    lands: /\/commission\/unequal-allocation\/1$/,
  },
  {
    name: 'the run log has logs null',
    key: 'solshare.run.v1',
    raw: run({
      log: { status: 'failed', logs: null, startPercent: 0, endPercent: 100, duration: 1, totalDuration: 1 },
    }),
    open: '/commission/20',
    lands: /\/commission\/(20|21|11)$/,
  },
  {
    name: 'the run started at a string',
    key: 'solshare.run.v1',
    raw: run({ startedAt: 'yesterday', step: 'done', commissionStatus: 'failed' }),
    open: '/commission/21',
    lands: /\/commission\/(20|21|11)$/,
  },
  // the update starts afresh from the unit: a unit another journey has already updated is up to date at once
  {
    name: 'software update tasks are nulls and done is huge',
    key: 'solshare.softwareUpdate.v1',
    raw: JSON.stringify({
      serial: SERIAL,
      tasks: [null, null],
      done: 1e308,
      taskStartedAt: null,
      failed: true,
      log: null,
    }),
    open: '/software-update',
    lands:
      /\/(software-update|software-update-success|software-update-failed|software-update-instruction|commission\/\d+)$/,
  },
  {
    name: 'the job resumes to another origin',
    key: 'solshare.job.v1',
    raw: JSON.stringify({ email: INSTALLER.email, lastStep: '//evil.example/steal', sessionEnded: true }),
    open: '/welcome',
    lands: /127\.0\.0\.1:\d+\/welcome$/,
  },
  {
    name: 'the job owner is a number',
    key: 'solshare.job.v1',
    raw: JSON.stringify({ email: 42, lastStep: null, sessionEnded: false }),
    open: '/welcome',
    lands: /\/welcome$/,
  },
  {
    name: 'pending uploads name an object',
    key: 'solshare.pendingUploads.v1',
    raw: JSON.stringify({ connections: { serial: SERIAL } }),
    open: '/commission/15',
    lands: /\/commission\/15$/,
  },
];

let session: Record<string, unknown>;
test.beforeAll(async ({ request }) => {
  session = { ...(await installerSession(request)) };
});

async function open(page: Page, v: Variant): Promise<string[]> {
  const stored: Record<string, string> = { [S]: JSON.stringify(session), [P]: JSON.stringify(valid) };
  if (v.session) {
    const s = v.session(session);
    stored[S] = typeof s === 'string' ? s : JSON.stringify(s);
  } else stored[v.key] = v.raw;
  if (v.key === 'solshare.project.v0') delete stored[P];
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('e2e.seeded')) return;
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e.seeded', '1');
  }, stored);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(v.open);
  return errors;
}

test.describe('corrupt storage', () => {
  for (const v of variants) {
    test(`${v.name}: ${v.open} renders sanely`, async ({ page }) => {
      const errors = await open(page, v);
      await expect.soft(page).toHaveURL(v.lands);
      await expect.soft(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect.soft(page.getByTestId('screen-error')).toHaveCount(0);
      if (!v.session && v.key !== S) {
        // the installer is still logged in: the app starts clean at /welcome
        await page.goto('/welcome');
        await expect.soft(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
        await expect.soft(page.getByTestId('screen-error')).toHaveCount(0);
      }
      expect(errors, 'no uncaught error').toEqual([]);
    });
  }
});
