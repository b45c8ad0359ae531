// @vitest-environment node
// M-17, I-05, K-24: a software-update task may take far longer than one request's
// time-out. It is never declared failed by a client time-out, and never sent twice, not even when
// the screen is left or reloaded while it runs. The real client against the in-process simulator;
// the simulator's delayMs fault makes a task outlast the request time-out (scaled down: 1 s).
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderApi } from '../../src/api/client.ts';
import { defaultTiming, parseAppConfig, type AppConfig } from '../../src/config/appConfig.ts';
import { runSoftwareUpdate } from '../../src/handlers/unit/softwareUpdate.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { resetSoftwareUpdate, softwareUpdate } from '../../src/state/softwareUpdate.ts';
import { eventually, FAST } from '../simulator/helpers';
import { handlerContext } from '../support/handlerContext.ts';
import { simGet, simPost, simulatorClient, type Simulator } from '../support/simulatorClient.ts';

const SERIAL = '3P_35A_1040'; // the simulator's unit needing ['software', 'firmware']
const REQUEST_TIMEOUT_MS = 1000;
let sim: Simulator;
let api: ProviderApi;
const config: AppConfig = {
  ...parseAppConfig({}),
  timing: { ...defaultTiming, requestTimeoutMs: REQUEST_TIMEOUT_MS, updateTaskTimeoutMs: 10_000, searchPollMs: 100 },
};

const post = (path: string, body?: unknown) => simPost(sim, path, body);
/** the faults not yet used: a delay's is used up once the call it holds has reached the simulator */
const heldFaults = () => simGet<unknown[]>(sim, '/__sim/faults');
const jobsSent = async (): Promise<string[]> => {
  const records = await simGet<{ softwareJobs: { device: string; job: string }[] }>(sim, '/__sim/records');
  return records.softwareJobs.filter((r) => r.device === SERIAL).map((r) => r.job);
};
// /software-update hands the job's serial
const context = (signal: AbortSignal) =>
  handlerContext({ api, config, path: '/software-update', signal, input: { serial: SERIAL } });

beforeAll(async () => {
  ({ sim, api } = await simulatorClient({ as: 'installer@example.com', simulator: { speed: FAST }, config }));
});
beforeEach(async () => {
  await post('/__sim/reset');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  resetSoftwareUpdate();
  Object.assign(project, emptyProject(), { serialNumber: SERIAL });
  const found = await api.searchMeter(SERIAL);
  project.unit = {
    updateTask: found.ok ? [...(found.data.updateTask ?? [])] : [],
    forceUpdate: false,
    swVersion: null,
    connected: true,
    ssid: null,
  };
});

describe('a software update that outlasts the request time-out (M-17, K-24)', () => {
  it('finds the simulator unit with two tasks', () => {
    expect(project.unit?.updateTask).toEqual(['software', 'firmware']);
  });

  it('waits for a task that takes longer than a request may, and succeeds without sending it again', async () => {
    await post('/__sim/faults', { operation: 'updateSoftware', delayMs: 2.5 * REQUEST_TIMEOUT_MS, times: 1 });
    await expect(runSoftwareUpdate(context(new AbortController().signal))).resolves.toEqual({ kind: 'success' });
    expect(await jobsSent()).toEqual(['software', 'firmware']);
  });

  it('a screen left (or reloaded) while a task runs picks the task up again instead of sending it twice', async () => {
    await post('/__sim/faults', { operation: 'updateSoftware', delayMs: 2.5 * REQUEST_TIMEOUT_MS, times: 1 });
    const left = new AbortController();
    const first = runSoftwareUpdate(context(left.signal));
    // the installer reloads while 'software' is still installing: the simulator holds the call it received
    await eventually(async () => ((await heldFaults()).length === 0 ? true : undefined), 10_000);
    left.abort();
    await first;
    expect(softwareUpdate.sentAt).not.toBeNull(); // persisted: the task was sent and has not answered
    await expect(runSoftwareUpdate(context(new AbortController().signal))).resolves.toEqual({ kind: 'success' });
    expect(await jobsSent()).toEqual(['software', 'firmware']);
  });

  it("a task that really fails is still reported as failed, with the server's log line (I-08)", async () => {
    await post('/__sim/faults', {
      operation: 'updateSoftware',
      status: 200,
      body: { data: { status: 'FAILED', log: 'software: disk full' } },
      times: 1,
    });
    await expect(runSoftwareUpdate(context(new AbortController().signal))).resolves.toEqual({ kind: 'updateFailed' });
    expect(softwareUpdate).toMatchObject({ failed: true, done: 0, log: 'software: disk full', sentAt: null });
  });
});
