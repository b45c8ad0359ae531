// @vitest-environment node
// The commissioning run against a scripted API (Y.14, Y.13, E-47…E-55): calls in order, where it
// ends, retries, the silent stop when the serial is cleared, and no overlapping requests.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderApi } from '../../src/api/provider.ts';
import { defaultTiming, type AppConfig } from '../../src/config/appConfig.ts';
import { handlers as runHandlers } from '../../src/handlers/index.ts';
import { isFailure, type Outcome } from '../../src/handlers/types.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { prepareRun, resetRun, run } from '../../src/state/run.ts';
import { fail, meter } from '../support/apiResults.ts';
import { entry } from '../support/commissionLogs.ts';
import { acked, config, fakeApi, log } from './fakeApi.ts';
import { handlerContext } from '../support/handlerContext.ts';

const SERIAL = '3P_35A_0400';
const appConfig = { timing: defaultTiming } as AppConfig;

// /commission/21 hands the job's serial to the run (the run's buttons hand nothing; they ignore it)
const context = (api: ProviderApi, query = '', signal = new AbortController().signal) =>
  handlerContext({
    api,
    config: appConfig,
    query,
    path: '/commission/21',
    signal,
    input: { serial: project.serialNumber },
  });

/** Runs a handler to its end, letting fake time pass; undefined if it has not ended by then. */
async function settle<T>(promise: Promise<T>, maxMs = 30 * 60_000): Promise<T | undefined> {
  let result: T | undefined;
  let done = false;
  void promise.then((r) => {
    result = r;
    done = true;
  });
  for (let waited = 0; !done && waited < maxMs; waited += 1000) await vi.advanceTimersByTimeAsync(1000);
  return result;
}

const words = (m: unknown) =>
  typeof m === 'object' && m !== null && 'class' in m
    ? [(m as { class: string }).class, (m as { serverText?: string }).serverText].filter(Boolean).join(' ')
    : String(m);
const kindOf = (o: Outcome<string> | undefined) =>
  o === undefined ? 'none' : isFailure(o) ? `failed: ${words(o.message)}` : o.kind;

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(project, emptyProject(), { serialNumber: SERIAL });
  project.address.country = 'AU';
  resetRun();
});
afterEach(() => vi.useRealTimers());

type Script = Parameters<typeof fakeApi>[0];

/** The answers of a run that passes at once (unit found, config uploaded and applied, log success), with a test's `changes`. */
const passingRun = (changes: Script = {}): Script => ({
  searchMeter: [meter(200)],
  uploadConfig: [acked()],
  configStatus: [config('success')],
  trigger: [acked()],
  commissionLog: [log('success')],
  ...changes,
});

async function commission(script: Script) {
  const fake = fakeApi(script);
  await runHandlers.startCommissioning(context(fake.api));
  const outcome = await settle(runHandlers.runCommissioning(context(fake.api)));
  return { ...fake, outcome: kindOf(outcome) };
}

describe('the run with upload, started by Commission (Y.14 rows 1–4)', () => {
  it('row 1: search, upload, config polling, trigger and log polling end on success', async () => {
    const r = await commission({
      searchMeter: [meter(200)],
      uploadConfig: [acked()],
      configStatus: [config('pending'), config('pending'), config('success')],
      trigger: [acked()],
      commissionLog: [log('pending'), log('pending'), log('success')],
    });
    expect(r.calls).toEqual([
      'searchMeter',
      'uploadConfig',
      'configStatus',
      'configStatus',
      'configStatus',
      'trigger',
      'commissionLog',
      'commissionLog',
      'commissionLog',
    ]);
    expect(r.outcome).toBe('success');
    expect(run.commissionStatus).toBe('success');
    expect(r.maxInFlight()).toBe(1);
  });

  it('sends the whole project with algorithmWeight to upload-config (K-12, Z-33)', async () => {
    project.algorithmWeight = [
      [
        [0, 0, 50],
        [0, 1, 50],
      ],
    ];
    const r = await commission(passingRun());
    const [[body]] = r.bodies.uploadConfig as [[Record<string, unknown>]];
    expect(body).toMatchObject({
      serialNumber: SERIAL,
      algorithmWeight: [
        [
          [0, 0, 50],
          [0, 1, 50],
        ],
      ],
      CTRating: 200,
      solarDeliveryMethod: 'optimise',
    });
  });

  it('row 2: a failed config status stops after one poll and ends on failedFirst with configfail', async () => {
    const r = await commission({
      searchMeter: [meter(200)],
      uploadConfig: [acked()],
      configStatus: [config('failed')],
    });
    expect(r.calls).toEqual(['searchMeter', 'uploadConfig', 'configStatus']);
    expect(r.outcome).toBe('failedFirst');
    expect(run.configStatus).toBe('failed');
    expect(run.commissionStatus).toBe('failed');
    expect(run.log?.status).toBe('failed');
    expect(run.log?.logs[0].errorcode).toBe('configfail');
  });

  it('Z-57: a config status still pending at the config timeout is a config-stage failure too', async () => {
    const r = await commission({
      searchMeter: [meter(200)],
      uploadConfig: [acked()],
      configStatus: [config('pending')],
    });
    expect(r.outcome).toBe('failedFirst');
    // one poll per interval until the timeout (the last interval may not fit in whole)
    const polls = r.calls.filter((c) => c === 'configStatus').length;
    expect(polls).toBeGreaterThanOrEqual(defaultTiming.configTimeoutMs / defaultTiming.configPollMs - 1);
    expect(polls).toBeLessThanOrEqual(defaultTiming.configTimeoutMs / defaultTiming.configPollMs);
    expect(run.log?.logs[0].errorcode).toBe('configfail');
  });

  it('row 3: a failed log ends on failedSecond and keeps the log for the results screen', async () => {
    const r = await commission({
      searchMeter: [meter(200)],
      uploadConfig: [acked()],
      configStatus: [config('success')],
      trigger: [acked()],
      commissionLog: [log('failed', [entry('reverse', 'AU', 'L1-1')])],
    });
    expect(r.calls).toEqual(['searchMeter', 'uploadConfig', 'configStatus', 'trigger', 'commissionLog']);
    expect(r.outcome).toBe('failedSecond');
    expect(run.log?.logs[0].errorcode).toBe('reverse');
    expect(run.commissionStatus).toBe('failed');
  });

  it('row 4: a log still pending at the log timeout ends on failedSecond with the log pending (E-64)', async () => {
    const r = await commission({
      searchMeter: [meter(200)],
      uploadConfig: [acked()],
      configStatus: [config('success')],
      trigger: [acked()],
      commissionLog: [log('pending')],
    });
    expect(r.outcome).toBe('failedSecond');
    const polls = r.calls.filter((c) => c === 'commissionLog').length;
    expect(polls).toBeGreaterThanOrEqual(defaultTiming.logTimeoutMs / defaultTiming.logPollMs - 1);
    expect(polls).toBeLessThanOrEqual(defaultTiming.logTimeoutMs / defaultTiming.logPollMs);
    expect(run.log?.status).toBe('pending');
  });

  it('polls at the configured intervals, one request at a time', async () => {
    const r = await commission({
      searchMeter: [meter(406), meter(200)],
      uploadConfig: [acked()],
      configStatus: [config('pending'), config('success')],
      trigger: [acked()],
      commissionLog: [log('pending'), log('success')],
    });
    expect(r.outcome).toBe('success');
    expect(r.maxInFlight()).toBe(1);
  });
});

describe('the search inside the run is the retry variant (Y.13, Z-41)', () => {
  it.each([
    [205, 'success'],
    [404, 'notFound'],
    [409, 'alreadyCommissioned'],
    [206, 'needsPowerCycle'],
    [403, 'forbidden'],
    [423, 'notCommissioned'],
  ] as const)('search %s → %s', async (code, expected) => {
    const r = await commission(passingRun({ searchMeter: [meter(code)] }));
    expect(r.outcome).toBe(expected);
    if (expected !== 'success') expect(r.calls).toEqual(['searchMeter']);
  });

  it('a failed search request is said on /commission/21 by its class, not as the unit being offline', async () => {
    const r = await commission({ searchMeter: [fail('Network down', 0)] });
    expect(r.outcome).toBe('failed: offline');
  });

  it('409 does not divert a re-commissioning run (Z-41), which passes as `recommissioned` (no second score asked)', async () => {
    const fake = fakeApi(passingRun({ searchMeter: [meter(409)] }));
    prepareRun(SERIAL, { uploadConfig: true, recommissioning: true });
    expect(kindOf(await settle(runHandlers.runCommissioning(context(fake.api))))).toBe('recommissioned');
  });
});

describe('Try again and Retry (Y.14 rows 5–6, E-54, Z-54)', () => {
  it('row 5: Try again on /commission/20?fail=first uploads the config again', async () => {
    const fake = fakeApi(passingRun());
    expect(kindOf(await runHandlers.retryCommissioning(context(fake.api, 'fail=first')))).toBe('started');
    await settle(runHandlers.runCommissioning(context(fake.api)));
    expect(fake.calls).toEqual(['searchMeter', 'uploadConfig', 'configStatus', 'trigger', 'commissionLog']);
  });

  it('row 6: Try again on /commission/20?fail=second runs trigger and log only, config already success', async () => {
    const fake = fakeApi(passingRun());
    await runHandlers.retryCommissioning(context(fake.api, 'fail=second'));
    expect(run.configStatus).toBe('success');
    await settle(runHandlers.runCommissioning(context(fake.api)));
    expect(fake.calls).toEqual(['trigger', 'commissionLog']);
  });

  it('Retry on a troubleshooting page (no fail query) does not upload either', async () => {
    const fake = fakeApi(passingRun());
    await runHandlers.retryCommissioning(context(fake.api, ''));
    await settle(runHandlers.runCommissioning(context(fake.api)));
    expect(fake.calls).toEqual(['trigger', 'commissionLog']);
  });
});

describe('stopping and resuming', () => {
  /** A passing run started by Commission and shown on /commission/21 for `ms`; `leave` is the screen going. */
  async function runOnScreen(ms: number) {
    const fake = fakeApi(passingRun({ configStatus: [config('pending'), config('success')] }));
    await runHandlers.startCommissioning(context(fake.api));
    const screen = new AbortController();
    void runHandlers.runCommissioning(context(fake.api, '', screen.signal));
    await vi.advanceTimersByTimeAsync(ms);
    return { fake, leave: () => screen.abort() };
  }

  it('row 7: clearing the serial while polling stops silently: no more requests, no outcome (E-53)', async () => {
    const fake = fakeApi({
      searchMeter: [meter(200)],
      uploadConfig: [acked()],
      configStatus: [config('pending')],
    });
    await runHandlers.startCommissioning(context(fake.api));
    const outcome = settle(runHandlers.runCommissioning(context(fake.api)), 25_000);
    await vi.advanceTimersByTimeAsync(15_000);
    project.serialNumber = '';
    const sent = fake.calls.length;
    expect(await outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fake.calls).toHaveLength(sent);
  });

  it('nothing is sent after the screen is left (abort)', async () => {
    const fake = fakeApi({ searchMeter: [meter(200)], uploadConfig: [acked()], configStatus: [config('pending')] });
    await runHandlers.startCommissioning(context(fake.api));
    const controller = new AbortController();
    void runHandlers.runCommissioning(context(fake.api, '', controller.signal));
    await vi.advanceTimersByTimeAsync(15_000);
    controller.abort();
    const sent = fake.calls.length;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fake.calls).toHaveLength(sent);
  });

  it('the screen coming back (StrictMode, reload) waits for the aborted request and continues the stored run: no overlap, no second upload', async () => {
    const { fake, leave } = await runOnScreen(150); // the upload is in flight
    leave(); // the screen goes (StrictMode's second mount, or a reload) and comes back
    const outcome = await settle(runHandlers.runCommissioning(context(fake.api)));
    expect(kindOf(outcome)).toBe('success');
    expect(fake.calls.filter((c) => c === 'uploadConfig')).toHaveLength(1);
    expect(fake.maxInFlight()).toBe(1);
  });

  it('after a reload during log polling it resumes polling the log without triggering again', async () => {
    const fake = fakeApi({ commissionLog: [log('pending'), log('success')] });
    prepareRun(SERIAL, { uploadConfig: false });
    Object.assign(run, { step: 'logPoll', logPollStartedAt: Date.now() });
    expect(kindOf(await settle(runHandlers.runCommissioning(context(fake.api))))).toBe('success');
    expect(fake.calls).toEqual(['commissionLog', 'commissionLog']);
  });

  it('Commission pressed again while the run is in progress starts no second run: the stored one carries on', async () => {
    const { fake, leave } = await runOnScreen(5_000); // polling the config status
    expect(run.step).toBe('configPoll');
    leave();
    await expect(runHandlers.startCommissioning(context(fake.api))).resolves.toEqual({ kind: 'inProgress' });
    expect(kindOf(await settle(runHandlers.runCommissioning(context(fake.api))))).toBe('success');
    expect(fake.calls.filter((c) => c === 'uploadConfig')).toHaveLength(1);
    expect(fake.calls.filter((c) => c === 'trigger')).toHaveLength(1);
    expect(fake.maxInFlight()).toBe(1);
  });

  it('Commission pressed after a run ended starts afresh with upload', async () => {
    const fake = fakeApi({
      searchMeter: [meter(200)],
      uploadConfig: [acked()],
      configStatus: [config('success')],
      trigger: [acked()],
      commissionLog: [log('failed')],
    });
    await runHandlers.startCommissioning(context(fake.api));
    expect(kindOf(await settle(runHandlers.runCommissioning(context(fake.api))))).toBe('failedSecond');
    await expect(runHandlers.startCommissioning(context(fake.api))).resolves.toEqual({ kind: 'started' });
    expect(run.step).toBe('search');
  });

  it('a failed upload is shown in place and Try again resumes at the upload', async () => {
    const fake = fakeApi(passingRun({ uploadConfig: [fail('Serial locked', 400), acked()] }));
    await runHandlers.startCommissioning(context(fake.api));
    expect(kindOf(await settle(runHandlers.runCommissioning(context(fake.api))))).toBe('failed: refused Serial locked');
    expect(kindOf(await settle(runHandlers.runCommissioning(context(fake.api))))).toBe('success');
    expect(fake.calls).toEqual([
      'searchMeter',
      'uploadConfig',
      'uploadConfig',
      'configStatus',
      'trigger',
      'commissionLog',
    ]);
  });

  it('a poll that fails on the way (network) is asked again at the next interval', async () => {
    const fake = fakeApi({ trigger: [acked()], commissionLog: [fail('Network down', 0), log('success')] });
    prepareRun(SERIAL, { uploadConfig: false });
    expect(kindOf(await settle(runHandlers.runCommissioning(context(fake.api))))).toBe('success');
    expect(fake.calls).toEqual(['trigger', 'commissionLog', 'commissionLog']);
  });
});
