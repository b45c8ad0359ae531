// @vitest-environment node
// The software update (I-01, I-05…I-10, Z-34; Y.11).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SoftwareUpdateRequest, UpdateTask } from '../../src/api/types.ts';
import { conditions } from '../../src/conditions/index.ts';
import { decideSoftwareUpdate, runSoftwareUpdate } from '../../src/handlers/unit/softwareUpdate.ts';
import { project } from '../../src/state/project.ts';
import { softwareUpdate } from '../../src/state/softwareUpdate.ts';
import { cleanState, context } from './fakes.ts';
import { fail, fallbackText, ok } from '../support/apiResults.ts';

function unitWith(updateTask: UpdateTask[], forceUpdate = false) {
  project.serialNumber = '3P_35A_0400';
  project.unit = { updateTask, forceUpdate, swVersion: 'v0.5.0', connected: true, ssid: 'Site-WiFi' };
}

/** A fake update call: each job takes 1 s; jobs listed in `failing` answer FAILED. */
function updateApi(failing: string[] = []) {
  const log: { job: string; start: number; end: number }[] = [];
  const updateSoftware = vi.fn(async ({ job }: SoftwareUpdateRequest) => {
    const entry = { job, start: Date.now(), end: 0 };
    log.push(entry);
    await new Promise((r) => setTimeout(r, 1000));
    entry.end = Date.now();
    return ok({ data: { status: failing.includes(job) ? ('FAILED' as const) : ('SUCCESS' as const), log: '' } });
  });
  return { api: { updateSoftware }, updateSoftware, log };
}

beforeEach(() => {
  vi.useFakeTimers();
  cleanState();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function settle<T>(promise: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(60_000);
  return promise;
}

describe('runSoftwareUpdate', () => {
  it('runs the tasks one after another, each with {device: serial, job: task} (I-05)', async () => {
    unitWith(['software', 'firmware', 'monitor_patch']);
    const { api, updateSoftware, log } = updateApi();
    await expect(settle(runSoftwareUpdate(context(api)))).resolves.toEqual({ kind: 'success' });
    expect(updateSoftware.mock.calls.map(([body]) => body)).toEqual([
      { device: '3P_35A_0400', job: 'software' },
      { device: '3P_35A_0400', job: 'firmware' },
      { device: '3P_35A_0400', job: 'monitor_patch' },
    ]);
    for (let i = 1; i < log.length; i++) expect(log[i].start).toBeGreaterThanOrEqual(log[i - 1].end);
  });

  it('all tasks done clears the task list (I-07)', async () => {
    unitWith(['software', 'monitor_patch']);
    await settle(runSoftwareUpdate(context(updateApi().api)));
    expect(project.unit?.updateTask).toEqual([]);
  });

  it('stops at the first failed task and does not run the rest (I-08)', async () => {
    unitWith(['software', 'firmware', 'monitor_patch']);
    const { api, updateSoftware } = updateApi(['firmware']);
    await expect(settle(runSoftwareUpdate(context(api)))).resolves.toEqual({ kind: 'updateFailed' });
    expect(updateSoftware.mock.calls.map(([body]) => body.job)).toEqual(['software', 'firmware']);
    expect(project.unit?.updateTask).toEqual(['software', 'firmware', 'monitor_patch']);
  });

  it('a failed request counts as a failed task (I-08)', async () => {
    unitWith(['software', 'firmware']);
    const updateSoftware = vi.fn(async () => fail(fallbackText(500)));
    await expect(runSoftwareUpdate(context({ updateSoftware }))).resolves.toEqual({ kind: 'updateFailed' });
    expect(updateSoftware).toHaveBeenCalledTimes(1);
  });

  it('try again resumes at the failed task (Z-34)', async () => {
    unitWith(['software', 'firmware', 'monitor_patch']);
    await settle(runSoftwareUpdate(context(updateApi(['firmware']).api)));
    const retry = updateApi();
    await expect(settle(runSoftwareUpdate(context(retry.api)))).resolves.toEqual({ kind: 'success' });
    expect(retry.updateSoftware.mock.calls.map(([body]) => body.job)).toEqual(['firmware', 'monitor_patch']);
    expect(project.unit?.updateTask).toEqual([]);
  });

  it('records which task is running for "task n of m" (Z-34)', async () => {
    unitWith(['software', 'firmware']);
    const run = runSoftwareUpdate(context(updateApi().api));
    await vi.advanceTimersByTimeAsync(500);
    expect(softwareUpdate).toMatchObject({ tasks: ['software', 'firmware'], done: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(softwareUpdate).toMatchObject({ done: 1 });
    expect(softwareUpdate.taskStartedAt).toBe(Date.now() - 500);
    await settle(run);
  });

  it('a new task list starts from its first task', async () => {
    unitWith(['software', 'firmware']);
    await settle(runSoftwareUpdate(context(updateApi(['firmware']).api)));
    unitWith(['monitor_patch', 'firmware']);
    const next = updateApi();
    await settle(runSoftwareUpdate(context(next.api)));
    expect(next.updateSoftware.mock.calls.map(([body]) => body.job)).toEqual(['monitor_patch', 'firmware']);
  });
});

describe('decideSoftwareUpdate and CONTINUE ANYWAY (Y.11)', () => {
  const noCtx = { params: {}, query: new URLSearchParams() };
  it.each([
    [[], false, 'notNeeded', true],
    [['software'], false, 'notNeeded', true],
    [['firmware'], true, 'notNeeded', false],
    [['monitor_patch'], false, 'needed', true],
    [['monitor_patch'], true, 'needed', false],
    [['software', 'firmware'], false, 'needed', true],
    [['firmware', 'monitor_patch'], true, 'needed', false],
    [['software', 'firmware', 'monitor_patch'], false, 'needed', true],
  ] as const)('%j with forceUpdate %s → %s; CONTINUE ANYWAY shown: %s', async (tasks, force, outcome, shown) => {
    unitWith([...tasks], force);
    await expect(decideSoftwareUpdate(context({}))).resolves.toEqual({ kind: outcome });
    expect(conditions.updateNotForced(noCtx)).toBe(shown);
  });

  it('no unit facts at all: no update needed', async () => {
    await expect(decideSoftwareUpdate(context({}))).resolves.toEqual({ kind: 'notNeeded' });
  });
});
