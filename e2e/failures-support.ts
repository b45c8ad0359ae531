// Seeding helpers for the long journeys (failures, software updates, axe scans of every wizard screen):
// instead of clicking through the wizard, a test writes the session and the project draft that the
// app keeps in localStorage (src/state/session.ts, project.ts, run.ts) before the app first loads.
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, INSTALLER } from './support.ts';

export type SiteCountry = 'AU' | 'GB' | 'US';

/** Addresses of the simulator's geocoder fixtures (simulator/geo.ts), one per country we test. */
export const ADDRESSES = {
  AU: { address: '1 Martin Place, Sydney NSW 2000, Australia', latitude: -33.8678, longitude: 151.2073, country: 'AU' },
  GB: {
    address: '10 Downing Street, London England SW1A 2AA, United Kingdom',
    latitude: 51.5034,
    longitude: -0.1276,
    country: 'GB',
  },
  US: {
    address: '1600 Pennsylvania Avenue NW, Washington DC 20500, United States',
    latitude: 38.8977,
    longitude: -77.0365,
    country: 'US',
  },
  DE: {
    address: 'Unter den Linden 1, 10117 Berlin, Germany',
    latitude: 52.517,
    longitude: 13.3889,
    country: 'DE',
  },
} as const satisfies Record<
  SiteCountry | 'DE',
  { address: string; latitude: number; longitude: number; country: string }
>;

interface SessionSeed {
  token: string;
  email: string;
  exp: number;
  roles: string[];
  country: string;
}

/** A real token for a simulator account, from its login, as the login screen stores it. */
export async function sessionOf(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<SessionSeed> {
  const res = await request.post('/v2/auth/commissioner/login', { data: account });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
    exp: number;
    email: string;
    role: string | string[];
  };
  const roles = Array.isArray(claims.role) ? claims.role : [claims.role];
  return { token, email: claims.email, exp: claims.exp, roles, country: 'AU' };
}

let cachedSession: SessionSeed | null = null;

/** The demo installer's session (cached per worker while valid). */
export async function installerSession(request: APIRequestContext): Promise<SessionSeed> {
  if (cachedSession && cachedSession.exp * 1000 > Date.now() + 5 * 60_000) return cachedSession;
  cachedSession = await sessionOf(request, INSTALLER);
  return cachedSession;
}

/** A draft as it stands on /commission/19: every step done (shape of src/state/project.ts). */
/** A unit that needs both update tasks, not forced, online (completeProject's `unit`): the software update screen. */
export const UPDATE_DUE = {
  updateTask: ['software', 'firmware'],
  forceUpdate: false,
  swVersion: 'v0.4.0',
  connected: true,
  ssid: 'SolShare-Demo-WiFi',
};

/** Custom allocation with each of the three outputs split evenly between its two tenancies (completeProject's overrides). */
export const EVEN_SPLIT = {
  solarDeliveryMethod: 'optimise_weight',
  algorithmWeight: [0, 1, 2].map((output) => [
    [output, 0, 50],
    [output, 1, 50],
  ]),
};

export function completeProject(serial: string, country: SiteCountry, overrides: Record<string, unknown> = {}) {
  return {
    serialNumber: serial,
    address: { ...ADDRESSES[country], solshareName: `E2E ${serial}` },
    spec: { dcSize: 12, acSize: 10, inverter: 'Fronius', inputInverter: '' },
    connections: [
      { type: '3x1', L1: 'Unit 1', L2: 'Unit 2', L3: 'Unit 3' },
      { type: '1x3', L1: 'Unit 4', L2: 'Unit 4', L3: 'Unit 4' },
      { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' },
      { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' },
      { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' },
    ],
    algorithmWeight: [],
    solarDeliveryMethod: 'optimise',
    CTRating: country === 'GB' ? 120 : 200, // E-45: GB is set automatically to 120 A
    unit: { updateTask: [], forceUpdate: false, swVersion: 'v0.5.0', connected: true, ssid: 'SolShare-Demo-WiFi' },
    allocationUnit: '%',
    ...overrides,
  };
}

/** A draft with only the site address (as after /my-sites), before a serial is entered. */
export function addressOnlyProject(country: SiteCountry) {
  return {
    ...completeProject('', country),
    spec: { dcSize: null, acSize: null, inverter: '', inputInverter: '' },
    connections: Array.from({ length: 5 }, () => ({ type: '', L1: '', L2: '', L3: '' })),
    solarDeliveryMethod: null,
    CTRating: null,
    unit: null,
  };
}

/** A finished run (src/state/run.ts) whose log ended `status` with the given codes. */
export function finishedRun(
  serial: string,
  country: SiteCountry,
  status: 'failed' | 'pending' | 'success',
  codes: string[] = [],
) {
  return {
    serial,
    step: 'done',
    uploadConfig: true,
    recommissioning: false,
    startedAt: Date.now() - 60_000,
    configPollStartedAt: Date.now() - 55_000,
    logPollStartedAt: Date.now() - 50_000,
    configStatus: 'success',
    commissionStatus: status,
    log: {
      status,
      startPercent: 90,
      endPercent: 100,
      duration: 10,
      totalDuration: 54,
      logs: codes.length
        ? codes.map((errorcode, i) => ({ errorcode, serial, country, con_name: `L${i + 1}-1`, other_con: '' }))
        : [{ errorcode: null, serial, country, con_name: '', other_con: '' }],
    },
    taskStartedAt: null,
    failure: status === 'success' ? null : 'second',
  };
}

/**
 * Writes session, project (and optionally run) into localStorage before the app's first load. The
 * init script runs on every navigation, so it seeds only once per tab (the app owns the state after).
 */
export async function seedState(
  page: Page,
  state: {
    project: unknown;
    run?: unknown;
    /** another user's (the demo installer's without) */ session?: SessionSeed;
  },
): Promise<void> {
  const session = state.session ?? (await installerSession(page.request));
  await page.addInitScript(
    ({ session, project, run }) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('solshare.session.v1', JSON.stringify(session));
      localStorage.setItem('solshare.project.v1', JSON.stringify(project));
      if (run) localStorage.setItem('solshare.run.v1', JSON.stringify(run));
    },
    { session, project: state.project, run: state.run ?? null },
  );
}

export interface SimRecords {
  uploads: Record<string, unknown[]>;
  configs: Record<string, Record<string, unknown>[]>;
  softwareJobs: { device: string; job: string; status: string; by: string }[];
  nps: Record<string, unknown>[];
  invites: Record<string, unknown>[];
  [key: string]: unknown;
}

/** What the app sent to the simulator (GET /__sim/records). */
export async function simRecords(request: APIRequestContext): Promise<SimRecords> {
  const res = await request.get('/__sim/records');
  expect(res.ok(), 'the simulator tells what it received').toBe(true);
  return (await res.json()) as SimRecords;
}

/** The records of one kind the simulator keeps whose `field` is this unit's serial: ('nps', 'meter', serial). */
export async function simRecordsOf<T extends Record<string, unknown>>(
  request: APIRequestContext,
  kind: string,
  field: string,
  serial: string,
): Promise<T[]> {
  return ((await simRecords(request))[kind] as T[]).filter((r) => r[field] === serial);
}

/** How many complete configurations the app uploaded for `serial` (POST /v2/commission/upload-config). */
export async function configUploads(request: APIRequestContext, serial: string): Promise<number> {
  return (await simRecords(request)).configs[serial]?.length ?? 0;
}

/**
 * Units whose behaviour changes once used (70 succeeds from its second run; an update removes its
 * tasks) get a serial from a pool: the first one the simulator has no record of. Re-running the file
 * against a server that is still up (or a CI retry) then still meets a fresh unit.
 * Pool: 3P_35A_<55..64><tail>, e.g. 3P_35A_5570, 3P_35A_5670 … 3P_35A_6470.
 */
export async function unusedSerial(request: APIRequestContext, tail: string): Promise<string> {
  const records = await simRecords(request);
  const used = new Set([
    ...Object.keys(records.configs),
    ...Object.keys(records.uploads),
    ...records.softwareJobs.map((j) => j.device),
  ]);
  for (let block = 55; block <= 64; block++) {
    const serial = `3P_35A_${block}${tail}`;
    if (!used.has(serial)) return serial;
  }
  throw new Error(`every pooled serial ending in ${tail} has been used; restart the server`);
}

/**
 * Holds the browser's requests to `url` until the test lets each one through, so a screen that is
 * normally gone in a blink (a search, an update task, a run in progress) can be seen and scanned.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  const held: Route[] = [];
  let wake: (() => void) | null = null;
  await page.route(url, (route) => {
    held.push(route);
    wake?.();
  });
  const someHeld = async (): Promise<void> => {
    while (held.length === 0) await new Promise<void>((resolve) => (wake = resolve));
  };
  const next = async (): Promise<Route> => {
    await someHeld();
    return held.shift() as Route;
  };
  return {
    /** resolves once a request is being held (it stays held) */
    waitForRequest: someHeld,
    /** lets the next held request (waiting for it if needed) go to the server */
    async releaseOne(): Promise<void> {
      await (await next()).continue();
    },
  };
}

/** System info for `serial` via /reconfigure-enter-serial (H-01), then the service screen at `path`. */
export async function openService(page: Page, serial: string, path: string): Promise<void> {
  await seedState(page, { project: addressOnlyProject('AU') });
  await page.goto('/reconfigure-enter-serial');
  await page.getByLabel('Serial number').fill(serial);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/system-info$/);
  await page.goto(path);
}

/** On /view-solar-deliver-method: EDIT, Custom allocation with 25 in the first box, Save, and the view again with its notice. */
export async function saveCustomAllocation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'EDIT' }).click();
  await expect(page).toHaveURL(/\/edit-solar-deliver-method$/);
  await page.getByLabel('Custom allocation').check();
  await page.getByRole('textbox').first().fill('25');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/view-solar-deliver-method$/);
  await expect(page.getByText('The solar delivery method was saved.')).toBeVisible();
}
