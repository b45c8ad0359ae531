// @vitest-environment node
// Commission pressed while a run of the unit is in progress says so and starts no second
// run, nor does a run the unit reports itself (205). The run handlers and the real API client against
// the in-process simulator.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderApi } from '../../src/api/client.ts';
import { defaultTiming, parseAppConfig, type AppConfig } from '../../src/config/appConfig.ts';
import { handlers as runHandlers } from '../../src/handlers/index.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { idleRun, prepareRun, run } from '../../src/state/run.ts';
import { eventually } from '../simulator/helpers';
import { handlerContext } from '../support/handlerContext.ts';
import { simulatorClient, type Simulator } from '../support/simulatorClient.ts';

const SERIAL = '3P_35A_1000'; // a plain unit: ready, runs pass
const IN_PROGRESS = '3P_35A_1005'; // the unit is commissioning already when first searched (205)
let sim: Simulator;
let api: ProviderApi;
const config: AppConfig = {
  ...parseAppConfig({}),
  timing: { ...defaultTiming, searchPollMs: 50, logPollMs: 50, configPollMs: 50 },
};
// /commission/21 hands the job's serial to the run
const context = (signal = new AbortController().signal) =>
  handlerContext({ api, config, path: '/commission/21', signal, input: { serial: project.serialNumber } });
const unit = (serial: string) => sim.state.model.unit(serial);

beforeAll(async () => {
  ({ sim, api } = await simulatorClient({ as: 'installer@example.com', simulator: { speed: 20 }, config }));
}, 30_000);
beforeEach(() => {
  Object.assign(run, idleRun());
  Object.assign(project, emptyProject(), { serialNumber: SERIAL });
  project.address.address = '1 Solar St';
});

describe('Commission while a run is in progress', () => {
  it('says so and does not trigger a second run: the stored run is followed to its end', async () => {
    prepareRun(SERIAL, { uploadConfig: false }); // a run whose trigger the unit has accepted…
    const left = new AbortController();
    const first = runHandlers.runCommissioning(context(left.signal));
    await eventually(async () => (run.step === 'logPoll' ? true : undefined), 10_000);
    left.abort(); // …and the installer went back to /commission/19
    await first;
    const runsBefore = unit(SERIAL).runs;

    await expect(runHandlers.startCommissioning(context())).resolves.toEqual({ kind: 'inProgress' });
    expect(run).toMatchObject({ serial: SERIAL, step: 'logPoll' }); // not restarted
    const outcome = await runHandlers.runCommissioning(context());
    expect(outcome).toEqual({ kind: 'success' });
    expect(unit(SERIAL).runs).toBe(runsBefore); // no second trigger
  }, 30_000);

  it('a unit that says it is commissioning already (205) is followed, not uploaded to or triggered', async () => {
    project.serialNumber = IN_PROGRESS;
    await expect(runHandlers.startCommissioning(context())).resolves.toEqual({ kind: 'started' });
    const outcome = await runHandlers.runCommissioning(context());
    expect(['success', 'failedSecond']).toContain(outcome?.kind);
    expect(unit(IN_PROGRESS).runs).toBe(0);
    expect(unit(IN_PROGRESS).draft).toBeNull(); // nothing uploaded
  }, 30_000);
});
