// @vitest-environment jsdom -- this file needs the page: its storage, its events or its document
// Every persisted store reads storage through its shape, checked deeply: a malformed value
// anywhere inside is discarded with a warning naming the store, and the store starts clean. The
// stores' own clean values, and real drafts, are kept. e2e/corrupt-storage.spec.ts opens the screens.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unsignedJwt } from '../support/tokens.ts';

const SERIAL = '3P_35A_1501';
const EXP = 2_000_000_000;
const session = {
  token: unsignedJwt({ exp: EXP, iat: EXP - 43_200, email: 'a@b.co', role: ['Commissioner'] }),
  email: 'a@b.co',
  exp: EXP,
  roles: ['Commissioner'],
  country: 'AU',
};
const connection = { type: '1x3', L1: 'Unit 1', L2: 'Unit 1', L3: 'Unit 1' };
const project = {
  serialNumber: SERIAL,
  address: { address: '1 Martin Place', latitude: -33.8, longitude: 151.2, country: 'AU', solshareName: 'Block A' },
  spec: { dcSize: 10, acSize: 8, inverter: 'SMA', inputInverter: '' },
  connections: [
    connection,
    { type: '3x1', L1: 'Unit 2', L2: 'Unit 3', L3: 'Unit 4' },
    ...Array.from({ length: 3 }, () => ({ type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' })),
  ],
  algorithmWeight: [
    [
      [0, 0, 50],
      [0, 1, 50],
    ],
  ],
  solarDeliveryMethod: 'unequal',
  CTRating: 120,
  unit: { updateTask: [], forceUpdate: false, swVersion: 'v0.5.0', connected: true, ssid: 'wifi' },
  allocationUnit: '%',
};
const log = {
  status: 'failed',
  startPercent: 0,
  endPercent: 100,
  duration: 1,
  totalDuration: 1,
  logs: [{ errorcode: 'reverse', serial: SERIAL, country: 'AU', con_name: 'L1-1', other_con: '' }],
};
const run = {
  serial: SERIAL,
  step: 'done',
  uploadConfig: true,
  recommissioning: false,
  startedAt: 1,
  configPollStartedAt: 2,
  logPollStartedAt: 3,
  configStatus: 'success',
  commissionStatus: 'failed',
  log,
  taskStartedAt: null,
  failure: 'second',
};
const update = { serial: SERIAL, tasks: ['firmware'], done: 0, taskStartedAt: null, failed: true, log: 'disk full' };
const job = { email: 'a@b.co', lastStep: '/commission/15', sessionEnded: true };
const drafts = {
  [`${SERIAL}|siteAddress:/commission/address`]: { solshareName: 'Block A' },
  [`${SERIAL}|allocation:/commission/unequal-allocation/1`]: { mode: 'kW', groups: [0, 1], values: ['2.5'] },
};

interface Store {
  file: string; // src/state/<file>.ts, also the name its warnings use
  name: string; // the store's export
  key: string;
  valid: unknown;
}
const stores: Record<string, Store> = {
  session: { file: 'session', name: 'session', key: 'solshare.session.v1', valid: session },
  project: { file: 'project', name: 'project', key: 'solshare.project.v1', valid: project },
  formDrafts: { file: 'formDrafts', name: 'formDrafts', key: 'solshare.formDrafts.v2', valid: drafts },
  run: { file: 'run', name: 'run', key: 'solshare.run.v1', valid: run },
  softwareUpdate: { file: 'softwareUpdate', name: 'softwareUpdate', key: 'solshare.softwareUpdate.v1', valid: update },
  job: { file: 'job', name: 'jobOwner', key: 'solshare.job.v1', valid: job },
  pendingUploads: {
    file: 'pendingUploads',
    name: 'pendingUploads',
    key: 'solshare.pendingUploads.v1',
    valid: { connections: SERIAL },
  },
};

async function load(store: Store): Promise<Record<string, unknown>> {
  const module = (await import(`../../src/state/${store.file}.ts`)) as Record<string, object>;
  // valtio is loaded afresh with the store after vi.resetModules: the store's proxy is known only to
  // that copy's snapshot()
  const { snapshot } = await import('valtio/vanilla');
  return snapshot(module[store.name] as object) as Record<string, unknown>;
}

const over = (base: object, fields: Record<string, unknown>) => JSON.stringify({ ...base, ...fields });

// [store, what is wrong, the stored text]
const corrupt: [keyof typeof stores, string, string][] = [
  ['session', 'JSON null', 'null'],
  ['session', 'an array', JSON.stringify([session])],
  ['session', 'roles null', over(session, { roles: null })],
  ['session', 'exp a string', over(session, { exp: String(EXP) })],
  ['session', 'exp 1e999 (Infinity once parsed)', JSON.stringify(session).replace(`"exp":${EXP}`, '"exp":1e999')],
  ['session', 'email an object', over(session, { email: { first: 'a' } })],
  ['session', 'a role that does not exist', over(session, { roles: ['Commissioner', 'Admin'] })],
  ['session', 'a token that is not a JWT', over(session, { token: 'not-a-token' })],
  ['session', 'truncated JSON', JSON.stringify(session).slice(0, 60)],
  ['session', 'a truncated token', over(session, { token: session.token.slice(0, 40) })],
  ['session', 'a token whose expiry is not the stored one', over(session, { exp: EXP + 3600 })],
  ['session', 'a clock offset that is a string', over(session, { clockOffsetMs: '13h' })],
  ['project', 'five null connections', over(project, { connections: [null, null, null, null, null] })],
  ['project', 'four connections', over(project, { connections: project.connections.slice(1) })],
  ['project', 'an address without its fields', over(project, { address: {} })],
  [
    'project',
    'connection names that are numbers',
    over(project, { connections: project.connections.map((c) => ({ ...c, L1: 42 })) }),
  ],
  [
    'project',
    'a connection type that does not exist',
    over(project, { connections: project.connections.map((c) => ({ ...c, type: '2x2' })) }),
  ],
  ['project', 'allocation weights that are strings', over(project, { algorithmWeight: [[['a', 'b', 'c']]] })],
  ['project', 'an allocation weight on phase 7', over(project, { algorithmWeight: [[[7, 0, 50]]] })],
  ['project', 'allocation rows that are objects', over(project, { algorithmWeight: { 0: [] } })],
  ['project', 'unit facts that are a string', over(project, { unit: 'ready' })],
  [
    'project',
    'an older version without allocationUnit, unit and CTRating',
    JSON.stringify({ ...project, allocationUnit: undefined, unit: undefined, CTRating: undefined }),
  ],
  ['project', 'a DC size that is a string', over(project, { spec: { ...project.spec, dcSize: '10' } })],
  ['project', 'a latitude that is a string', over(project, { address: { ...project.address, latitude: 'north' } })],
  ['project', 'a serial number that is null', over(project, { serialNumber: null })],
  ['project', 'a serial number with path characters', over(project, { serialNumber: '../../V2/AUTH/X?Y=1#' })],
  ['run', 'a serial number with path characters', over(run, { serial: '../../V2/AUTH/X?Y=1#' })],
  ['project', 'truncated JSON', JSON.stringify(project).slice(0, 80)],
  ['project', 'foreign JSON', JSON.stringify({ theme: 'dark', items: [1, 2, 3] })],
  ['formDrafts', 'an array', '[1,2]'],
  ['formDrafts', 'a draft that is null', JSON.stringify({ [`${SERIAL}|x`]: null })],
  [
    'formDrafts',
    'a draft nested ten levels deep',
    JSON.stringify({ [`${SERIAL}|x`]: { a: JSON.parse('{"b":'.repeat(10) + '1' + '}'.repeat(10)) } }),
  ],
  ['run', 'a log with logs null', over(run, { log: { ...log, logs: null } })],
  ['run', 'a log with a numeric errorcode', over(run, { log: { ...log, logs: [{ ...log.logs[0], errorcode: 3 }] } })],
  ['run', 'a log without startPercent', over(run, { log: { ...log, startPercent: undefined } })],
  ['run', 'a start time that is a string', over(run, { startedAt: 'yesterday' })],
  ['run', 'a step that does not exist', over(run, { step: 'celebrate' })],
  ['run', 'a failure stage that does not exist', over(run, { failure: 'third' })],
  ['softwareUpdate', 'tasks that are null', over(update, { tasks: [null, null] })],
  ['softwareUpdate', 'more tasks done than there are', over(update, { done: 1e308 })],
  ['job', 'a last step on another origin', over(job, { lastStep: '//evil.example/steal' })],
  ['job', 'a last step that is a full URL', over(job, { lastStep: 'https://evil.example/' })],
  ['job', 'an owner that is a number', over(job, { email: 42 })],
  ['pendingUploads', 'an object for a serial', over({}, { connections: { serial: SERIAL } })],
];

describe('stored state is validated deeply on load', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });
  afterEach(() => vi.restoreAllMocks());

  it.each(corrupt)('discards a stored %s with %s, with a warning, and starts clean', async (which, _what, raw) => {
    const store = stores[which];
    const clean = await load(store);
    vi.resetModules();
    localStorage.setItem(store.key, raw);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await load(store)).toEqual(clean);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^Discarding saved ${store.file}: `)));
    expect(localStorage.getItem(store.key)).toBeNull();
  });

  it.each(Object.keys(stores))('keeps a valid stored %s as it was', async (which) => {
    const store = stores[which];
    localStorage.setItem(store.key, JSON.stringify(store.valid));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await load(store)).toMatchObject(store.valid as object);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(Object.keys(stores))('reads back its own clean %s', async (which) => {
    const store = stores[which];
    const clean = await load(store);
    vi.resetModules();
    localStorage.setItem(store.key, JSON.stringify(clean));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await load(store)).toEqual(clean);
    expect(warn).not.toHaveBeenCalled();
  });

  it('names where a discarded value went wrong', async () => {
    localStorage.setItem(
      'solshare.project.v1',
      over(project, { connections: [connection, connection, null, connection, connection] }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await load(stores.project);
    expect(warn.mock.calls[0]?.[0]).toMatchInlineSnapshot(
      `"Discarding saved project: it is not in the format this version reads (/connections/2: expected an object)."`,
    );
  });
});
