// @vitest-environment node
// Z-55 on the server: a user reads and changes only the units and sites of their own fleet and the
// units they are invited to; anything else answers as if it did not exist.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { ask, eventually, loginToken, project } from './helpers';

const PROVIDERS = '3P_35A_2009'; // seeded in provider@example.com's fleet
const INSTALLERS = '3P_35A_1009'; // seeded in installer@example.com's fleet
const TRAINING = '3P_35A_6709'; // a commissioned training unit outside every fleet

const address = {
  solshareName: 'Block A',
  address: '100 Queen Street, Melbourne VIC 3000, Australia',
  latitude: -37.8,
  longitude: 144.9,
  country: 'AU',
};
const config = {
  algorithm_type: 'DEMAND_BASED_DELIVERY',
  solar_delivery_method: 'optimise',
  connected_units: [],
  enabled_units: [],
  algo_weight: [],
};

/** [operation, method, path, body] for one unit: every call that reads or changes it */
const unitCalls = (s: string): [string, string, string, unknown?][] => [
  ['getSavedConfig', 'GET', `/v2/commission/upload-config/${s}`],
  ['uploadAddress', 'POST', `/v2/commission/upload-config/address/${s}`, project(s)],
  ['uploadSpec', 'POST', `/v2/commission/upload-config/spec/${s}`, project(s)],
  ['uploadConnections', 'POST', `/v2/commission/upload-config/connection/${s}`, project(s)],
  ['uploadConfig', 'POST', '/v2/commission/upload-config', project(s)],
  ['configStatus', 'GET', `/v2/commission/config-status/${s}`],
  ['trigger', 'POST', `/v2/commission/trigger/${s}`],
  ['commissionLog', 'GET', `/v2/commission/log/${s}`],
  ['updateSoftware', 'POST', '/v2/commission/software-update', { device: s, job: 'software' }],
  ['invite', 'POST', `/v2/projects/invite/meter/${s}`, { email: 'me@example.com', serialNum: s }],
  ['updateBuildingAddress', 'POST', `/v2/commission/update/address/${s}`, address],
  [
    'updateDeliveryMethod',
    'POST',
    `/v2/commission/update/delivery-method/${s}`,
    { solarDeliveryMethod: 'optimise', algorithmWeight: [], oldConfig: config },
  ],
  [
    'updateConnectedUnits',
    'POST',
    `/v2/commission/update/connected-units/${s}`,
    { connections: [], enabledUnits: null, oldConfig: config },
  ],
];

describe('ownership: units and sites of other fleets', () => {
  const sim = createSimulator({ speed: 200 });
  const { app } = sim;
  const t = { installer: '', provider: '' };
  beforeAll(async () => {
    t.installer = await loginToken(app);
    t.provider = await loginToken(app, 'provider@example.com');
  });

  it.each(unitCalls(PROVIDERS))(
    '%s on a unit of another fleet answers 404 and changes nothing',
    async (_id, method, path, body) => {
      const before = JSON.stringify(sim.state.model.records);
      const r = await ask(app, method, path, { token: t.installer, body });
      expect(r.status).toBe(404);
      expect(JSON.stringify(sim.state.model.records)).toBe(before);
    },
  );

  it('the lookups answer a stranger with the codes for "commissioned" and "not found", and no data', async () => {
    expect((await ask(app, 'GET', `/v2/commission/meter/${PROVIDERS}`, { token: t.installer })).body).toEqual({
      code: 409,
      connected: false,
      ssid: null,
      updateTask: [],
      forceUpdate: false,
      swVersion: null,
    });
    expect((await ask(app, 'GET', `/v2/commission/wifi/${PROVIDERS}`, { token: t.installer })).body).toEqual({
      code: 404,
      connected: false,
      ssid: null,
    });
    expect((await ask(app, 'GET', `/v2/commission/system-info/${PROVIDERS}`, { token: t.installer })).body).toEqual({
      code: 404,
    });
    expect((await ask(app, 'GET', `/v2/commission/system-info/${INSTALLERS}`, { token: t.provider })).body).toEqual({
      code: 404,
    });
  });

  it('the owner reads and changes their own unit', async () => {
    expect((await ask(app, 'GET', `/v2/commission/system-info/${PROVIDERS}`, { token: t.provider })).body.code).toBe(
      200,
    );
    expect(
      (await ask(app, 'POST', `/v2/commission/update/address/${PROVIDERS}`, { token: t.provider, body: address }))
        .status,
    ).toBe(200);
    expect((await ask(app, 'GET', `/v2/commission/wifi/${INSTALLERS}`, { token: t.installer })).body.code).toBe(200);
  });

  it('a site of another fleet answers 404; site ids are random, not a sequence', async () => {
    const theirs = (await ask(app, 'GET', '/v2/view-fleet/fleets', { token: t.provider })).body as { id: number }[];
    const mine = (await ask(app, 'GET', '/v2/view-fleet/fleets', { token: t.installer })).body as { id: number }[];
    for (const site of theirs) {
      expect(
        (await ask(app, 'GET', `/v2/view-fleet/solshares-at-site/${site.id}`, { token: t.installer })).status,
      ).toBe(404);
      expect((await ask(app, 'GET', `/v2/view-fleet/solshares-at-site/${site.id}`, { token: t.provider })).status).toBe(
        200,
      );
    }
    const ids = [...theirs, ...mine].map((s) => s.id).sort((a, b) => a - b);
    expect(ids.every((id) => id >= 100_000_000)).toBe(true);
    expect(ids.some((id, i) => i > 0 && id - ids[i - 1] === 1)).toBe(false);
    const again = createSimulator();
    const otherIds = (
      (await ask(again.app, 'GET', '/v2/view-fleet/fleets', { token: await loginToken(again.app) })).body as {
        id: number;
      }[]
    ).map((s) => s.id);
    expect(otherIds).not.toEqual(mine.map((s) => s.id));
  });

  it('an invited user reads and changes the unit, and sees its site', async () => {
    const s = createSimulator();
    const provider = await loginToken(s.app, 'provider@example.com');
    const installer = await loginToken(s.app);
    expect((await ask(s.app, 'GET', `/v2/commission/system-info/${PROVIDERS}`, { token: installer })).body.code).toBe(
      404,
    );
    // inviting oneself to someone else's unit is refused
    expect(
      (
        await ask(s.app, 'POST', `/v2/projects/invite/meter/${PROVIDERS}`, {
          token: installer,
          body: { email: 'installer@example.com', serialNum: PROVIDERS },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await ask(s.app, 'POST', `/v2/projects/invite/meter/${PROVIDERS}`, {
          token: provider,
          body: { email: 'Installer@Example.com', serialNum: PROVIDERS },
        })
      ).status,
    ).toBe(200);
    const info = (await ask(s.app, 'GET', `/v2/commission/system-info/${PROVIDERS}`, { token: installer })).body;
    expect(info.code).toBe(200);
    expect(
      (await ask(s.app, 'POST', `/v2/commission/update/address/${PROVIDERS}`, { token: installer, body: address }))
        .status,
    ).toBe(200);
    expect(
      (await ask(s.app, 'GET', `/v2/view-fleet/solshares-at-site/${info.data.meter.project.id}`, { token: installer }))
        .status,
    ).toBe(200);
  });

  it('training units outside every fleet are open to every account', async () => {
    for (const token of [t.installer, t.provider]) {
      expect((await ask(app, 'GET', `/v2/commission/system-info/${TRAINING}`, { token })).body.code).toBe(200);
    }
  });

  it("a unit a Commissioner commissions joins that Commissioner's fleet and only theirs", async () => {
    const s = createSimulator({ speed: 200 });
    const installer = await loginToken(s.app);
    const provider = await loginToken(s.app, 'provider@example.com');
    const serial = '3P_35A_1000';
    expect(
      (await ask(s.app, 'POST', '/v2/commission/upload-config', { token: installer, body: project(serial) })).status,
    ).toBe(200);
    await eventually(async () =>
      (await ask(s.app, 'GET', `/v2/commission/config-status/${serial}`, { token: installer })).body.status ===
      'success'
        ? true
        : undefined,
    );
    expect((await ask(s.app, 'POST', `/v2/commission/trigger/${serial}`, { token: installer })).status).toBe(200);
    await eventually(async () =>
      (await ask(s.app, 'GET', `/v2/commission/log/${serial}`, { token: installer })).body.status === 'success'
        ? true
        : undefined,
    );
    expect((await ask(s.app, 'GET', `/v2/commission/system-info/${serial}`, { token: installer })).body.code).not.toBe(
      404,
    );
    expect((await ask(s.app, 'GET', `/v2/commission/system-info/${serial}`, { token: provider })).body).toEqual({
      code: 404,
    });
  });
});
