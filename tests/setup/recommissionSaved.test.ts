// @vitest-environment node
// E-55, E-45, Y.10: re-commissioning from /reset-connections uploads the unit's real CT rating and
// inverter, not the defaults (200 A, blank). The real client against the in-process simulator.
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderApi } from '../../src/api/client.ts';
import type { SystemInfo } from '../../src/api/types.ts';
import { projectPayload } from '../../src/handlers/run/projectPayload.ts';
import { boxesFrom } from '../../src/handlers/config/connectionBoxes.ts';
import { startRecommissioning } from '../../src/handlers/setup/startRecommissioning.ts';
import { startRecommissioningWithSpec } from '../../src/handlers/setup/startRecommissioningWithSpec.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { idleRun, run } from '../../src/state/run.ts';
import { storeSystemInfo } from '../../src/state/systemInfo.ts';
import { lookAt } from '../../src/state/viewedUnit.ts';
import { FAST, project as projectFor } from '../simulator/helpers';
import { handlerContext } from '../support/handlerContext.ts';
import { simPost, simulatorClient, type Simulator } from '../support/simulatorClient.ts';

let sim: Simulator;
let api: ProviderApi;
const gb: { serial: string; info: SystemInfo }[] = [];
const edited = [
  { type: '3x1' as const, L1: 'Unit 1', L2: 'Unit 2', L3: 'Unit 3' },
  { type: '3x1' as const, L1: 'Unit 4', L2: 'Unit 5', L3: 'Unit 6' },
  ...Array.from({ length: 3 }, () => ({ type: 'n/a' as const, L1: 'n/a', L2: 'n/a', L3: 'n/a' })),
];

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: {} });
  ({ sim, api } = await simulatorClient({ as: 'installer@example.com', simulator: { speed: FAST } }));
  for (const serial of ['3P_35A_1009', '3P_35A_1080', '3P_35A_1109', '3P_35A_0381', '3P_35A_1209']) {
    const r = await api.systemInfo(serial);
    if (r.ok && r.data.data?.meter.project?.country === 'GB') gb.push({ serial, info: r.data.data });
  }
});
beforeEach(() => Object.assign(run, idleRun()));

async function recommission(serial: string, info: SystemInfo) {
  Object.assign(project, emptyProject(), { serialNumber: serial });
  storeSystemInfo(serial, info);
  return startRecommissioning(
    handlerContext({ api, path: '/reset-connections', input: { groups: boxesFrom(serial, edited) } }),
  );
}

describe('re-commissioning a GB unit (E-55, E-45, Y.10)', () => {
  it('finds a three-phase GB unit in the simulator', () => {
    expect(gb.length).toBeGreaterThan(0);
  });

  it("uploads 120 A and the inverter of the unit's saved config", async () => {
    const { serial, info } = gb[0];
    const saved = {
      ...projectFor(serial, 'GB'),
      spec: { dcSize: 9.9, acSize: 8, inverter: 'SMA', inputInverter: '' },
      CTRating: 120 as const,
    };
    expect((await api.uploadConfig(saved)).ok).toBe(true);
    expect(await recommission(serial, info)).toEqual({ kind: 'chooseDelivery' }); // its outputs changed: delivery and shares are asked first
    const payload = projectPayload(project);
    expect(payload).toMatchObject({ CTRating: 120, spec: { inverter: 'SMA' }, connections: edited });
  });

  it('with no saved config asks for the inverter instead of uploading a blank, then uses 120 A by the site country', async () => {
    const { serial, info } = gb[gb.length - 1];
    Object.assign(project, emptyProject());
    await simPost(sim, '/__sim/faults', { operation: 'getSavedConfig', status: 200, body: null });
    expect(await recommission(serial, info)).toEqual({ kind: 'needsInverter' });
    expect(run.step).toBe('idle'); // no run, so nothing is uploaded yet
    lookAt(serial);
    const withSpec = (input: Record<string, unknown>) =>
      startRecommissioningWithSpec(handlerContext({ api, path: '/reset-connections/specifications', input }));
    expect(await withSpec({ dcSize: 10, acSize: 8 })).toEqual({
      kind: 'failed',
      message: { key: 'connectedUnits.reset.inverterUnknown' },
    });
    expect(await withSpec({ dcSize: 10, acSize: 8, inverter: 'Fronius' })).toEqual({ kind: 'chooseDelivery' });
    expect(projectPayload(project)).toMatchObject({
      CTRating: 120,
      spec: { inverter: 'Fronius' },
      connections: edited,
    });
  });
});
