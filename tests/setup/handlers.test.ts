// @vitest-environment node
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveConnectedUnits, sameEnabledUnits } from '../../src/handlers/setup/saveConnectedUnits.ts';
import { saveDeliveryMethod } from '../../src/handlers/setup/saveDeliveryMethod.ts';
import { startRecommissioning } from '../../src/handlers/setup/startRecommissioning.ts';
import { resetStartConnections } from '../../src/handlers/setup/resetConnections.ts';
import { emptyProject, project, type Connection } from '../../src/state/project.ts';
import { boxesFrom } from '../../src/handlers/config/connectionBoxes.ts';
import { enabledBoxesFrom } from '../../src/handlers/setup/enabledBoxes.ts';
import type { PhaseBox } from '../../src/handlers/rules/connections.ts';
import { idleRun, run } from '../../src/state/run.ts';
import { storeSystemInfo, systemInfo } from '../../src/state/systemInfo.ts';
import { handlerContext } from '../support/handlerContext.ts';
import { simulatorClient } from '../support/simulatorClient.ts';
import type { SystemInfo } from '../../src/api/types.ts';

const INSTALLER = 'installer@example.com';
const UNLINKED = '3P_35A_6800';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: {} });
});

// The unit as the simulator holds it, its system info read by the real client (as /system-info did
// before the edit screens open), and what the simulator recorded of the updates sent since. With
// `fail`, the next update call answers 500 with the server's words.
async function given(serial: string, updates: 'ok' | 'fail' = 'ok') {
  const { sim, api } = await simulatorClient({ as: INSTALLER });
  const answer = await api.systemInfo(serial);
  if (!answer.ok || !answer.data.data) throw new Error(`no system info for ${serial}: ${JSON.stringify(answer)}`);
  const info = answer.data.data;
  Object.assign(project, emptyProject(), { serialNumber: serial });
  storeSystemInfo(serial, info);
  if (updates === 'fail')
    sim.state.faults.push({
      path: '/v2/commission/update/',
      status: 500,
      body: { message: 'The server could not save the change.' },
      times: 1,
    });
  const systemInfoCalls: string[] = [];
  const systemInfoOf = api.systemInfo;
  api.systemInfo = (asked, ...rest) => (systemInfoCalls.push(asked), systemInfoOf(asked, ...rest));
  const sentBy = (records: unknown[]) =>
    records.map((record) => {
      const { serial: _unit, ...body } = record as { serial: string };
      return body;
    });
  const records = sim.state.model.records;
  return {
    info,
    systemInfoCalls,
    sent: {
      get deliveryMethod() {
        return sentBy(records.deliveryMethodUpdates);
      },
      get connectedUnits() {
        return sentBy(records.connectedUnitsUpdates);
      },
    },
    ctx: (input: unknown) => handlerContext({ api, input }),
  };
}

// the phaseWeights field's value: per phase the solar groups and a box for each but the last
const weights3 = {
  mode: 'percent',
  groups: [
    [0, 1],
    [0, 1],
    [0, 1],
  ],
  values: [['50'], ['40'], ['100']],
};

describe('saveDeliveryMethod (H-24, H-25)', () => {
  it('sends optimise_weight with the weights and originalConfig as oldConfig for a 3P unit on v0.5.0', async () => {
    const g = await given('3P_35A_6809');
    const { info } = g;
    expect(await saveDeliveryMethod(g.ctx({ choice: 'customAllocation', weights: weights3 }))).toEqual({
      kind: 'saved',
    });
    const body = g.sent.deliveryMethod[0] as {
      solarDeliveryMethod: string;
      algorithmWeight: unknown[][];
      oldConfig: unknown;
    };
    expect(body.solarDeliveryMethod).toBe('optimise_weight');
    expect(body.algorithmWeight[1]).toEqual([
      [1, 0, 40],
      [1, 1, 60],
      [1, 2, null],
      [1, 3, null],
      [1, 4, null],
    ]);
    expect(body.oldConfig).toEqual(info.originalConfig);
  });

  it('forces net_metering for a two-phase unit', async () => {
    const g = await given('2P_100_6809');
    await saveDeliveryMethod(
      g.ctx({
        choice: 'customAllocation',
        weights: {
          mode: 'percent',
          groups: [
            [0, 1],
            [0, 1],
          ],
          values: [['30'], ['50']],
        },
      }),
    );
    expect((g.sent.deliveryMethod[0] as { solarDeliveryMethod: string }).solarDeliveryMethod).toBe('net_metering');
  });

  it('refuses weights that break a phase and sends nothing (L-31, E-38)', async () => {
    const g = await given('3P_35A_6809');
    const outcome = await saveDeliveryMethod(
      g.ctx({ choice: 'customAllocation', weights: { ...weights3, values: [['50'], ['140'], ['100']] } }),
    );
    expect(outcome).toEqual({ kind: 'failed', message: { key: 'deliverySetup.errors.overPercent' } });
    expect(g.sent.deliveryMethod).toEqual([]);
  });

  it('refuses Demand-based delivery for a two-phase unit (H-22)', async () => {
    const g = await given('2P_100_6809');
    expect(await saveDeliveryMethod(g.ctx({ choice: 'demandBased' }))).toEqual({
      kind: 'failed',
      message: { key: 'delivery.errors.choose' },
    });
    expect(g.sent.deliveryMethod).toEqual([]);
  });

  it('sends optimise with no weights for Demand-based delivery', async () => {
    const g = await given('3P_35A_6809');
    await saveDeliveryMethod(g.ctx({ choice: 'demandBased' }));
    expect(g.sent.deliveryMethod[0]).toMatchObject({ solarDeliveryMethod: 'optimise', algorithmWeight: [] });
  });

  it('sends optimise_even without weights when the software is v0.4.5 (H-23)', async () => {
    const g = await given('3P_35A_6830');
    await saveDeliveryMethod(g.ctx({ choice: 'customAllocation', weights: weights3 }));
    expect(g.sent.deliveryMethod[0]).toMatchObject({ solarDeliveryMethod: 'optimise_even', algorithmWeight: [] });
  });

  it('reloads system info and stays with the server message when saving fails', async () => {
    const g = await given('3P_35A_6809', 'fail');
    const outcome = await saveDeliveryMethod(g.ctx({ choice: 'demandBased' }));
    expect(outcome).toEqual({
      kind: 'failed',
      message: {
        class: 'server',
        serverText: 'The server could not save the change.',
        serverSaid: 'The server could not save the change.', // J-13: also on the details line
      },
    });
    expect(g.systemInfoCalls).toEqual(['3P_35A_6809']);
  });
});

describe('saveConnectedUnits (H-28, H-30)', () => {
  // what the form sends: the unit's enable-for-solar boxes, with `change` applied to group g, phase p
  const form = (info: SystemInfo, change?: { g: number; p: number; box: Partial<PhaseBox> }) => ({
    groups: enabledBoxesFrom('3P_35A_6809', info).map((group, g) =>
      group.map((box, p) => (change && g === change.g && p === change.p ? { ...box, ...change.box } : box)),
    ),
  });

  it('sends enabledUnits null when the enabled units are unchanged, with the edited name', async () => {
    const g = await given('3P_35A_6809');
    const { info } = g;
    expect(await saveConnectedUnits(g.ctx(form(info, { g: 1, p: 0, box: { name: ' Unit 3A ' } })))).toEqual({
      kind: 'saved',
    });
    const connections = info.config.connected_units.map((c, i) => (i === 1 ? { ...c, L1: 'Unit 3A' } : c));
    expect(g.sent.connectedUnits[0]).toEqual({ connections, enabledUnits: null, oldConfig: info.originalConfig });
  });

  it('sends the enabled units when they changed', async () => {
    const g = await given('3P_35A_6809');
    const { info } = g;
    await saveConnectedUnits(g.ctx(form(info, { g: 1, p: 0, box: { ticked: false } })));
    expect((g.sent.connectedUnits[0] as { enabledUnits: unknown }).enabledUnits).toEqual([[1], [1, 2], [1, 2]]);
  });

  it('checks the boxes again and sends nothing when a shown box lost its name (L-27)', async () => {
    const g = await given('3P_35A_6809');
    const { info } = g;
    expect(await saveConnectedUnits(g.ctx(form(info, { g: 1, p: 1, box: { name: '' } })))).toEqual({
      kind: 'failed',
      message: { key: 'forms.connectedUnits.errors.groups.emptyNames', values: { labels: 'L2-2' } },
    });
    expect(g.sent.connectedUnits).toEqual([]);
  });

  it('reloads system info and stays when saving fails', async () => {
    const g = await given('3P_35A_6809', 'fail');
    const { info } = g;
    expect((await saveConnectedUnits(g.ctx(form(info)))).kind).toBe('failed');
    expect(g.systemInfoCalls).toHaveLength(1);
  });

  it.each([
    [
      [[1, 2], [1, 2], []],
      [
        [2, 1],
        [1, 2],
      ],
      true,
    ],
    [[[1, 2]], [[1]], false],
  ])('compares enabled units %j and %j as same = %s', (a, b, same) => {
    expect(sameEnabledUnits(a, b)).toBe(same);
  });
});

describe('startRecommissioning (E-23, E-55, Z-41)', () => {
  beforeEach(() => Object.assign(run, idleRun()));
  const edited = [
    { type: '3x1', L1: 'Unit 1', L2: 'Unit 2', L3: 'Unit 3' },
    { type: '3x1', L1: 'Unit 4', L2: 'Unit 5', L3: 'Unit 7' },
    { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' },
    { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' },
    { type: '3x1', L1: 'Unit 6', L2: 'n/a', L3: 'n/a' },
  ] as Connection[];
  // what the form sends: the boxes of /reset-connections with these names and ticks
  const form = { groups: boxesFrom('3P_35A_6809', edited) };

  it('stores changed connections and the address, and asks the delivery method before a re-commissioning run', async () => {
    const g = await given('3P_35A_6809');
    project.spec.inverter = 'SMA'; // given on an earlier visit (the unit's saved config has none)
    expect(await startRecommissioning(g.ctx(form))).toEqual({ kind: 'chooseDelivery' });
    expect(project.connections).toEqual(edited);
    expect(project.address.address).toBe(g.info.meter.project?.address);
    expect(project.address.address).not.toBe('');
    expect(project.solarDeliveryMethod).toBe('optimise');
    // No run yet; the one /commission/19 starts is a re-commissioning (Z-41)
    expect(run).toMatchObject({ serial: '3P_35A_6809', step: 'idle', recommissioning: true });
  });

  it('the outputs the unit runs, unchanged and with a CT rating, start the re-commissioning run with upload at once', async () => {
    const g = await given('3P_35A_6809');
    Object.assign(project.spec, { inverter: 'SMA' });
    project.CTRating = 75; // the unit's rating, given on an earlier visit
    const unchanged = { groups: boxesFrom('3P_35A_6809', resetStartConnections('3P_35A_6809', g.info)) };
    expect(await startRecommissioning(g.ctx(unchanged))).toEqual({ kind: 'started' });
    expect(run).toMatchObject({ serial: '3P_35A_6809', step: 'search', uploadConfig: true, recommissioning: true });
  });

  it('asks for the inverter when neither the saved config nor the draft names one, and starts no run', async () => {
    const g = await given('3P_35A_6809');
    expect(await startRecommissioning(g.ctx(form))).toEqual({ kind: 'needsInverter' });
    expect(project.connections).toEqual(edited); // kept for the run that follows the specifications
    expect(run.step).toBe('idle');
  });

  it('checks the boxes again: a ticked box without a unit starts no run (L-26)', async () => {
    const g = await given('3P_35A_6809');
    const sent = {
      groups: form.groups.map((group, i) =>
        i === 1 ? group.map((box) => (box.phase === 'L2' ? { ...box, name: ' ' } : box)) : group,
      ),
    };
    expect(await startRecommissioning(g.ctx(sent))).toEqual({
      kind: 'failed',
      message: { key: 'forms.connections.errors.groups.emptyNames', values: { labels: 'L2-2' } },
    });
    expect(run.step).toBe('idle');
  });

  it('refuses without a linked address (H-11) and starts no run', async () => {
    const g = await given(UNLINKED); // not commissioned: the simulator links it to no site
    expect(g.info.meter.project).toBeNull();
    const outcome = await startRecommissioning(g.ctx(form));
    expect(outcome.kind).toBe('failed');
    expect(run.step).toBe('idle');
    expect(systemInfo.serial).toBe(UNLINKED);
  });
});
