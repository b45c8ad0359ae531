// @vitest-environment node
// Uploads change a unit's draft; system info shows what the last successful run commissioned; a run
// commissions the draft it was triggered with. The fuzzer's sequence (full upload → trigger →
// address-only upload) once made the log answer 500 and system info lose its project.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { checkResponse } from '../../simulator/contract';
import { ask, eventually, FAST, loginToken, project, sleep } from '../simulator/helpers';

const { app } = createSimulator({ speed: FAST });
let token = '';
beforeAll(async () => {
  token = await loginToken(app);
});

/** a call whose answer must match the contract, whatever it is */
async function call(operationId: string, method: string, path: string, body?: unknown) {
  const r = await ask(app, method, path, { token, body });
  expect(
    checkResponse(operationId, r.status, r.body),
    `${method} ${path} → ${r.status} ${JSON.stringify(r.body)}`,
  ).toBeUndefined();
  return r;
}

async function commissionRun(serial: string, p: unknown) {
  expect((await call('uploadConfig', 'POST', '/v2/commission/upload-config', p)).status).toBe(200);
  await eventually(async () =>
    (await call('configStatus', 'GET', `/v2/commission/config-status/${serial}`)).body.status === 'success'
      ? true
      : undefined,
  );
  expect((await call('trigger', 'POST', `/v2/commission/trigger/${serial}`)).status).toBe(200);
}

const finished = (serial: string) =>
  eventually(async () => {
    const r = await call('commissionLog', 'GET', `/v2/commission/log/${serial}`);
    return r.body.status === 'pending' ? undefined : (r.body.status as string);
  });

const systemInfo = async (serial: string) =>
  (await call('systemInfo', 'GET', `/v2/commission/system-info/${serial}`)).body.data;

describe('draft and commissioned configuration are kept apart', () => {
  it('an address-only upload after the trigger leaves the log valid and the commissioned project in system info', async () => {
    const serial = '3P_35A_1600';
    const p = project(serial);
    await commissionRun(serial, p);
    expect(
      (await call('uploadAddress', 'POST', `/v2/commission/upload-config/address/${serial}`, { serialNumber: serial }))
        .status,
    ).toBe(200);
    expect(await finished(serial)).toBe('success');
    const info = await systemInfo(serial);
    expect(info.meter.commissioned).toBe(true);
    expect(info.meter.project).toMatchObject({ address: p.address.address, country: 'AU' });
    expect(info.meter.commissioner).toMatchObject({ email: 'installer@example.com' });
    expect(info.meter.systemSize).toBe(p.spec.dcSize);
    expect(info.config.connected_units).toEqual(p.connections);
    // the draft is still what was uploaded last, for the next run
    expect((await call('getSavedConfig', 'GET', `/v2/commission/upload-config/${serial}`)).body).toEqual({
      serialNumber: serial,
    });
  });

  it('a draft with no connections and no delivery method uploaded during the run does not reach system info', async () => {
    const serial = '3P_35A_1601';
    await commissionRun(serial, project(serial));
    await call('uploadConnections', 'POST', `/v2/commission/upload-config/connection/${serial}`, {
      serialNumber: serial,
      connections: [],
      solarDeliveryMethod: null,
    });
    expect(await finished(serial)).toBe('success');
    const info = await systemInfo(serial);
    expect(info.config.solar_delivery_method).toBe('optimise');
    expect(info.config.algo_weight).toEqual([]);
    expect(info.config.connected_units).toHaveLength(5);
  });

  it('a later run commissions the newer draft', async () => {
    const serial = '3P_35A_1602';
    await commissionRun(serial, project(serial));
    expect(await finished(serial)).toBe('success');
    const second = {
      ...project(serial),
      solarDeliveryMethod: 'optimise_even' as const,
      spec: { dcSize: 12, acSize: 10, inverter: 'SMA', inputInverter: '' },
    };
    await commissionRun(serial, second);
    expect((await systemInfo(serial)).config.solar_delivery_method).toBe('optimise'); // not yet: the run is going
    expect(await finished(serial)).toBe('success');
    const info = await systemInfo(serial);
    expect(info.config.solar_delivery_method).toBe('optimise_even');
    expect(info.meter.systemSize).toBe(12);
  });

  it('a run that ended is commissioned even when nobody polled its log', async () => {
    const serial = '3P_35A_1614';
    await commissionRun(serial, project(serial));
    await sleep(600); // the whole run at FAST speed takes about 0.3 s
    const info = await systemInfo(serial);
    expect(info.meter.commissioned).toBe(true);
    expect(info.meter.project).not.toBeNull();
  });

  it('a run triggered with an incomplete draft commissions nothing and every answer stays valid', async () => {
    const serial = '3P_35A_1613';
    await call('uploadAddress', 'POST', `/v2/commission/upload-config/address/${serial}`, { serialNumber: serial });
    expect((await call('trigger', 'POST', `/v2/commission/trigger/${serial}`)).status).toBe(200);
    expect(await finished(serial)).toBe('success');
    const info = await systemInfo(serial);
    expect(info.meter.commissioned).toBe(false);
    expect(info.meter.project).toBeNull();
  });
});
