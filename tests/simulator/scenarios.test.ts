// @vitest-environment node
// The training-unit table (docs/training-units.md): the last two digits of a serial choose its
// behaviour. One test per row, named after what an installer would see.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { FAILURES_51_TO_62, generationOf } from '../../simulator/behaviour';
import { ask, eventually, FAST, loginToken, project } from './helpers';

// Each test uses its own serials, so one model serves the file; the speed plays a run in ~60 ms.
const sim = createSimulator({ speed: 1000 });
let token = '';
beforeAll(async () => {
  token = await loginToken(sim.app);
});

const get = async (path: string) => (await ask(sim.app, 'GET', path, { token })).body;
const post = async (path: string, body?: unknown) => ask(sim.app, 'POST', path, { token, body });
const search = (s: string) => get(`/v2/commission/meter/${s}`);

/** upload → config status → trigger → log, as the app's run does (E-48..E-51) */
async function run(serial: string, country = 'AU') {
  await post('/v2/commission/upload-config', project(serial, country));
  const config = await eventually(async () => {
    const s = (await get(`/v2/commission/config-status/${serial}`)).status;
    return s === 'pending' ? undefined : s;
  });
  if (config === 'failed') return { config, log: undefined };
  await post(`/v2/commission/trigger/${serial}`);
  const log = await eventually(async () => {
    const l = await get(`/v2/commission/log/${serial}`);
    return l.status === 'pending' ? undefined : l;
  });
  return { config, log };
}

describe('search codes by the last two digits (D-07..D-17)', () => {
  it.each([
    ['3P_35A_1000', 200],
    ['2P_100_1012', 200],
    ['3P_35A_1003', 403],
    ['2P_100_1004', 404],
    ['3P_35A_1009', 409],
    ['3P_35A_1023', 423],
    ['3P_35A_1026', 206],
    ['3P_35A_1080', 409],
    ['3P_35A_1081', 409],
    ['3P_35A_1000_TEST', 200],
  ])('%s answers code %i', async (serial, code) => {
    expect((await search(serial)).code).toBe(code);
  });

  it('answers 406 for ever for a serial ending in 06, with the last known SSID on wifi', async () => {
    for (let i = 0; i < 5; i++) expect((await search('3P_35A_1006')).code).toBe(406);
    expect(await get('/v2/commission/wifi/3P_35A_1006')).toEqual({
      code: 200,
      connected: false,
      ssid: 'Building-WiFi',
    });
  });

  it('is offline for the first 3 searches and then ready for a serial ending in 07', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await search('2P_100_1007')).code);
    expect(codes).toEqual([406, 406, 406, 200, 200]);
    expect((await get('/v2/commission/wifi/2P_100_1007')).connected).toBe(true);
  });

  it('answers 205 while a run is already in progress for a serial ending in 05, then succeeds', async () => {
    expect((await search('3P_35A_1005')).code).toBe(205);
    await post('/v2/commission/trigger/3P_35A_1005'); // joins the run in progress
    const log = await eventually(async () => {
      const l = await get('/v2/commission/log/3P_35A_1005');
      return l.status === 'pending' ? undefined : l;
    });
    expect(log.status).toBe('success');
    expect((await search('3P_35A_1005')).code).toBe(200);
  });

  it('answers wifi code 404 for a serial ending in 04', async () => {
    expect((await get('/v2/commission/wifi/3P_35A_1004')).code).toBe(404);
  });
});

describe('software versions and updates (D-19, I-01..I-08)', () => {
  it('reports v0.5.0 and no update by default, v0.4.5 for 30 and none for 31', async () => {
    expect(await search('3P_35A_1000')).toMatchObject({ swVersion: 'v0.5.0', updateTask: [], forceUpdate: false });
    expect((await search('3P_35A_1030')).swVersion).toBe('v0.4.5');
    expect((await search('3P_35A_1031')).swVersion).toBeNull();
  });

  it.each([
    ['3P_35A_1040', ['software', 'firmware'], false],
    ['3P_35A_1041', ['software', 'firmware'], true],
    ['3P_35A_1042', ['monitor_patch'], false],
    ['3P_35A_1043', ['software', 'firmware'], false],
    ['3P_35A_1044', ['software'], false],
  ])('%s lists update tasks %j (forced: %s)', async (serial, tasks, forced) => {
    expect(await search(serial)).toMatchObject({ updateTask: tasks, forceUpdate: forced });
  });

  it('runs both tasks of a 40 unit and then lists no more tasks', async () => {
    for (const job of ['software', 'firmware'])
      expect((await post('/v2/commission/software-update', { device: '3P_35A_1040', job })).body.data.status).toBe(
        'SUCCESS',
      );
    expect((await search('3P_35A_1040')).updateTask).toEqual([]);
  });

  it('fails the second task of a 43 unit', async () => {
    expect(
      (await post('/v2/commission/software-update', { device: '3P_35A_1043', job: 'software' })).body.data.status,
    ).toBe('SUCCESS');
    expect(
      (await post('/v2/commission/software-update', { device: '3P_35A_1043', job: 'firmware' })).body.data.status,
    ).toBe('FAILED');
  });
});

describe('commissioning runs (E-47..E-57, E-66, E-71)', () => {
  it('succeeds for an ordinary unit, with several tasks carrying progress', async () => {
    const slow = createSimulator({ speed: FAST });
    const t = await loginToken(slow.app);
    const get = async (path: string) => (await ask(slow.app, 'GET', path, { token: t })).body;
    const post = async (path: string, body?: unknown) => ask(slow.app, 'POST', path, { token: t, body });
    await post('/v2/commission/upload-config', project('3P_35A_1000'));
    await eventually(async () =>
      (await get('/v2/commission/config-status/3P_35A_1000')).status === 'success' ? true : undefined,
    );
    await post('/v2/commission/trigger/3P_35A_1000');
    const seen = new Set<string>();
    const final = await eventually(
      async () => {
        const l = await get('/v2/commission/log/3P_35A_1000');
        if (l.status === 'pending') {
          seen.add(l.logs[0].progressCode);
          expect(l.endPercent).toBeGreaterThan(l.startPercent);
          return undefined;
        }
        return l;
      },
      3000,
      5,
    );
    expect(final.status).toBe('success');
    expect(seen.size).toBeGreaterThan(2);
  });

  it.each(
    FAILURES_51_TO_62.map((code, i) => [`3P_35A_10${51 + i}`, code] as const).filter(([, c]) => c !== 'configfail'),
  )('%s fails with %s, the entries carrying country and connection names', async (serial, code) => {
    const { log } = await run(serial, 'GB');
    expect(log.status).toBe('failed');
    expect(log.logs[0]).toMatchObject({ errorcode: code, serial, country: 'GB' });
    expect(log.logs[0].con_name).toMatch(/^L[123]-\d$/);
    if (code === 'swapped' || code === 'phaseswap') expect(log.logs[0].other_con).toMatch(/^L[123]-\d$/);
  });

  it('fails at the config stage for a serial ending in 56 (fail=first)', async () => {
    expect((await run('3P_35A_1056')).config).toBe('failed');
  });

  it('fails with several different codes for a serial ending in 63', async () => {
    const codes = (await run('2P_100_1063')).log.logs.map((l: { errorcode: string }) => l.errorcode);
    expect(new Set(codes).size).toBeGreaterThan(2);
    expect(codes).not.toEqual([...codes].sort());
  });

  it('keeps the log pending for ever for a serial ending in 64', async () => {
    await post('/v2/commission/upload-config', project('3P_35A_1064'));
    await post('/v2/commission/trigger/3P_35A_1064');
    await new Promise((r) => setTimeout(r, 150)); // longer than a whole run (~60 ms) at this speed
    expect((await get('/v2/commission/log/3P_35A_1064')).status).toBe('pending');
  });

  it('fails on the first run and succeeds on the retry for a serial ending in 70', async () => {
    expect((await run('3P_35A_1070')).log.status).toBe('failed');
    expect((await run('3P_35A_1070')).log.status).toBe('success');
  });

  it('links a commissioned unit to a site in the installer fleet, readable in system info', async () => {
    await run('3P_35A_5000');
    const info = (await get('/v2/commission/system-info/3P_35A_5000')).data;
    expect(info.meter).toMatchObject({ commissioned: true, commissioner: { email: 'installer@example.com' } });
    const fleet = await get('/v2/view-fleet/fleets');
    expect(fleet.map((s: { id: number }) => s.id)).toContain(info.meter.project.id);
  });
});

describe('system info (H-01..H-13)', () => {
  it.each([
    ['3P_35A_1003', 403],
    ['3P_35A_1004', 404],
    ['3P_35A_1023', 423],
  ])('%s answers code %i', async (serial, code) => {
    expect(await get(`/v2/commission/system-info/${serial}`)).toEqual({ code });
  });

  it('is complete with installer and a fleet for a serial ending in 09', async () => {
    const { code, data } = await get('/v2/commission/system-info/3P_35A_7709');
    expect(code).toBe(200);
    expect(data.meter.commissioner).not.toBeNull();
    expect(data.meter.project).not.toBeNull();
    expect(data.solsharesAtSite.map((s: { serial: string }) => s.serial)).toContain('3P_35A_7709');
  });

  it('reports a critical fault and offline for 80, and only a non-critical fault for 81', async () => {
    const m80 = (await get('/v2/commission/system-info/3P_35A_1080')).data.meter;
    expect(m80.connected).toBe(false);
    expect(m80.faults.some((f: { critical: boolean }) => f.critical)).toBe(true);
    const m81 = (await get('/v2/commission/system-info/3P_35A_1081')).data.meter;
    expect(m81.faults).toEqual([{ name: 'No Solar Output', critical: false, since: expect.any(String) }]);
  });

  it('shows an unlinked, uncommissioned ordinary unit without a project (H-11)', async () => {
    expect((await get('/v2/commission/system-info/3P_35A_5001')).data.meter).toMatchObject({
      project: null,
      commissioned: false,
    });
  });
});

describe('generation rule (N-02..N-04)', () => {
  it.each([
    ['3P_35A_0399', 'gen1'],
    ['3P_35A_0400', 'gen2'],
    ['2P_100_0119', 'gen1'],
    ['2P_100_0120', 'gen2'],
    ['3P_35A_0001_TEST', 'gen1'],
  ])('%s is %s', (s, g) => {
    expect(generationOf(s)).toBe(g);
  });
});
