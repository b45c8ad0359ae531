// @vitest-environment node
// loadCommissioningReport against the real API client and the in-process simulator: a run that
// just finished is reported from the draft and the run state (with the installer system info now
// names); a unit commissioned earlier from system info alone, with what that lacks left null ("not
// available"); lookup results come back as outcomes (H-02…H-04).
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderApi } from '../../src/api/client.ts';
import { defaultTiming } from '../../src/config/appConfig.ts';
import { loadCommissioningReport } from '../../src/handlers/report/loadCommissioningReport.ts';
import { hasReport } from '../../src/handlers/report/reportModel.ts';
import { driveRun } from '../../src/handlers/run/commissioningRun.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { prepareRun, resetRun } from '../../src/state/run.ts';
import { FAST } from '../simulator/helpers.ts';
import { boundaryFetch, type Boundary } from '../support/boundaryFetch.ts';
import { handlerContext } from '../support/handlerContext.ts';
import { simulatorClient } from '../support/simulatorClient.ts';
import { outputGroups } from '../support/outputGroups.ts';

let api: ProviderApi;
let boundary: Boundary;
const timing = { ...defaultTiming, searchPollMs: 20, configPollMs: 20, logPollMs: 20 };
const ctx = () => handlerContext({ api, path: '/commissioning-report' });

beforeAll(async () => {
  ({ api } = await simulatorClient({
    as: 'installer@example.com',
    simulator: { speed: FAST },
    network: (sim) => boundaryFetch(sim, () => boundary),
  }));
});
afterEach(() => {
  boundary = undefined;
});
beforeEach(() => {
  Object.assign(project, emptyProject());
  resetRun();
});

async function reportFor(serial: string) {
  project.serialNumber = serial;
  const outcome = await loadCommissioningReport(ctx());
  if (!hasReport(outcome)) throw new Error(`no report: ${JSON.stringify(outcome)}`);
  return outcome.report;
}

describe('loadCommissioningReport', () => {
  it('reports a run that just finished from the draft and the run, with the installer system info names', async () => {
    Object.assign(project, {
      serialNumber: '3P_35A_7501',
      address: {
        address: '1 Martin Place, Sydney NSW 2000, Australia',
        latitude: null,
        longitude: null,
        country: 'AU',
        solshareName: 'Martin Place',
      },
      spec: { dcSize: 9, acSize: 8, inverter: 'Fronius', inputInverter: '' },
      connections: outputGroups(
        { type: '3x1', L1: 'Flat 1', L2: 'Flat 2', L3: 'Flat 3' },
        { type: '1x3', L1: 'Shop', L2: 'Shop', L3: 'Shop' },
      ),
      algorithmWeight: [0, 1, 2].map((p) => [
        [p, 0, 25],
        [p, 1, 75],
        [p, 2, null],
        [p, 3, null],
        [p, 4, null],
      ]),
      solarDeliveryMethod: 'optimise_weight',
      CTRating: 120,
      unit: { updateTask: [], forceUpdate: false, swVersion: 'v0.5.0', connected: true, ssid: 'x' },
    });
    prepareRun('3P_35A_7501', { uploadConfig: true });
    expect(await driveRun({ api, serial: '3P_35A_7501', timing, signal: new AbortController().signal })).toEqual({
      kind: 'success',
    });

    const report = await reportFor('3P_35A_7501');
    expect(report).toMatchObject({
      source: 'run',
      serial: '3P_35A_7501',
      ctRating: 120,
      result: 'success',
      spec: { dcSize: 9, acSize: 8, inverter: 'Fronius' },
    });
    expect(report.installer).toEqual({
      name: 'Ivy Installer',
      company: 'Demo Solar Installs',
      email: 'installer@example.com',
      licence: 'DEMO-1',
    });
    expect(report.delivery.phases.map((p) => p.shares.map((s) => `${s.name} ${s.percent}`))).toEqual(
      [0, 1, 2].map((i) => [`Flat ${i + 1} 25`, 'Shop 75']),
    );
    expect(report.log?.at(-1)?.progress).toBe('Commissioning complete');
    expect(report.commissionedAt).toEqual(expect.any(Number));
  });

  it('reports a unit commissioned earlier from system info, leaving what it does not hold not available', async () => {
    const report = await reportFor('3P_35A_7509');
    expect(report).toMatchObject({
      source: 'systemInfo',
      softwareVersion: 'v0.5.0',
      firmwareVersion: 'v1.2.0',
      installer: {
        name: 'Training Installer',
        company: 'SolShare Training',
        email: 'training@example.com',
        licence: null,
      },
      spec: { dcSize: 10, acSize: 8, inverter: null },
      result: 'commissioned',
      delivery: { method: 'demandBased', allocation: 'demand' },
    });
    // system info has no CT rating, commissioning date or run log: never invented
    expect([report.ctRating, report.commissionedAt, report.log]).toEqual([null, null, null]);
    expect(report.site.address).toEqual(expect.stringContaining('Australia'));
    expect(report.outputs[0]?.phases.map((p) => p.name)).toEqual(['Unit 1', 'Unit 1', 'Unit 1']);
  });

  it('marks the site and installer not available for a unit with no linked project and no commissioner', async () => {
    const report = await reportFor('3P_35A_7500'); // ready, never commissioned: no site, no installer
    expect(report.site).toEqual({ address: null, country: null, solshareName: null });
    expect(report.installer).toEqual({ name: null, company: null, email: null, licence: null });
    expect(report.result).toBe('na');
  });

  it.each([
    ['3P_35A_7503', 'forbidden'],
    ['3P_35A_7504', 'notFound'],
    ['3P_35A_7523', 'notCommissioned'],
  ])('%s has no report but the lookup result %s', async (serial, kind) => {
    project.serialNumber = serial;
    expect(await loadCommissioningReport(ctx())).toEqual({ kind });
  });

  it('says why in place when the request fails', async () => {
    boundary = 'drop'; // the connection fails
    project.serialNumber = '3P_35A_7509';
    const outcome = await loadCommissioningReport(ctx());
    expect(outcome.kind).toBe('failed');
  });
});
