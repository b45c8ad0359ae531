// The commissioning run (E-47…E-56, Y.14), driven by the persisted run store (src/state/run.ts).
// Stage 1 (with upload): retry search → upload-config → poll config-status. Stage 2: trigger → poll
// the log. Each step is recorded in the store before the next starts, so a reload resumes where the
// run stood. One request at a time; nothing is sent after the signal aborts; clearing the serial
// stops the run silently (E-53).
import type { ApiResult } from '../../api/client.ts';
import type { ProviderApi } from '../../api/provider.ts';
import type { CommissionLog } from '../../api/types.ts';
import type { Timing } from '../../config/appConfig.ts';
import { project } from '../../state/project.ts';
import { prepareRun, run, runInProgress } from '../../state/run.ts';
import { failed, type Failure } from '../types.ts';
import { projectPayload } from './projectPayload.ts';
import { retrySearch } from './retrySearch.ts';
import { sleep } from './sleep.ts';

export type RunOutcomeKind =
  | 'success' // → /net-promoter-score (E-50)
  | 'failedFirst' // → /commission/20?fail=first (E-49, Z-57)
  | 'failedSecond' // → /commission/20?fail=second (E-51)
  | 'notFound'
  | 'alreadyCommissioned'
  | 'needsPowerCycle'
  | 'unreachable'
  | 'forbidden'
  | 'notCommissioned';

/** null: the run stopped silently (screen gone or serial cleared) and must not lead anywhere. */
export type RunResult = { kind: RunOutcomeKind } | Failure | null;

export interface RunDeps {
  api: ProviderApi;
  timing: Timing;
  signal: AbortSignal;
}

// Two calls must never overlap (StrictMode mounts twice; a reload-resume may meet a late reply):
// a new call waits until the previous one has settled, then continues from the store.
let current: Promise<unknown> = Promise.resolve();

export function runCommissioning(deps: RunDeps): Promise<RunResult> {
  const next = current.then(() => runSteps(deps));
  current = next.catch(() => undefined);
  return next;
}

async function runSteps({ api, timing, signal }: RunDeps): Promise<RunResult> {
  const serial = project.serialNumber;
  const wanted = () => !signal.aborted && project.serialNumber === serial;
  if (!wanted()) return null;
  // Arriving with no run of ours (the search said 205: the unit is already commissioning): follow
  // its log without triggering it again.
  if (!runInProgress(serial)) {
    prepareRun(serial, { uploadConfig: false });
    Object.assign(run, { step: 'logPoll', logPollStartedAt: Date.now() });
  }

  if (run.step === 'search') {
    const found = await retrySearch(api, serial, timing, signal, run.recommissioning);
    if (found === 'aborted' || !wanted()) return null;
    if (found === 'joinRun') {
      // a run already under way on the unit is followed, never uploaded to or triggered again
      Object.assign(run, { step: 'logPoll', uploadConfig: false, configStatus: 'success', logPollStartedAt: Date.now() });
    } else if (found !== 'continue') {
      run.step = 'idle'; // the run is left for the search result's page (Y.13)
      return { kind: found };
    } else run.step = 'upload';
  }

  if (run.step === 'upload') {
    const uploaded = await api.uploadConfig(projectPayload(project));
    // recorded even when the screen has gone meanwhile: a resumed run must not upload twice
    if (uploaded.ok) Object.assign(run, { step: 'configPoll', configPollStartedAt: Date.now() });
    if (!wanted()) return null;
    if (!uploaded.ok) return failed(uploaded.message);
  }

  if (run.step === 'configPoll') {
    const deadline = (run.configPollStartedAt ?? Date.now()) + timing.configTimeoutMs;
    for (;;) {
      const status = await api.configStatus(serial, signal);
      if (!wanted()) return null;
      if (!status.ok && stopsPolling(status)) return failed(status.message);
      const value = status.ok ? status.data.status : 'pending';
      if (value === 'success') break;
      // E-49, Z-57: a failed status and the poll timeout are both a config-stage failure
      if (value === 'failed' || Date.now() + timing.configPollMs > deadline) return configFailed(serial);
      await sleep(timing.configPollMs, signal);
      if (!wanted()) return null;
    }
    Object.assign(run, { step: 'trigger', configStatus: 'success' }); // E-59: the bar jumps to 11
  }

  if (run.step === 'trigger') {
    const triggered = await api.trigger(serial);
    if (triggered.ok) Object.assign(run, { step: 'logPoll', logPollStartedAt: Date.now() }); // never trigger twice
    if (!wanted()) return null;
    if (!triggered.ok) return failed(triggered.message);
  }

  if (run.step === 'logPoll') {
    const deadline = (run.logPollStartedAt ?? Date.now()) + timing.logTimeoutMs;
    for (;;) {
      const log = await api.commissionLog(serial, signal);
      if (!wanted()) return null;
      if (!log.ok && stopsPolling(log)) return failed(log.message);
      if (log.ok) recordLog(log.data);
      const status = log.ok ? log.data.status : 'pending';
      if (status === 'success') {
        Object.assign(run, { step: 'done', commissionStatus: 'success' });
        return { kind: 'success' };
      }
      if (status === 'failed' || Date.now() + timing.logPollMs > deadline) {
        // E-51; on a timeout the log stays pending, which /commission/20 reports (E-64, Z-37)
        Object.assign(run, { step: 'done', commissionStatus: status === 'failed' ? 'failed' : 'pending', failure: 'second' });
        return { kind: 'failedSecond' };
      }
      await sleep(timing.logPollMs, signal);
      if (!wanted()) return null;
    }
  }
  return null; // 'idle' or 'done': nothing left to do here
}

/**
 * A poll that failed on the way (no network, a time-out, a 5xx) is asked again at the next interval
 * until the stage's timeout; a 4xx will not heal by asking again, so it is shown (J-13), and neither
 * will an answer that breaks the contract: waiting out the stage would only hide it.
 */
function stopsPolling(result: Extract<ApiResult<unknown>, { ok: false }>): boolean {
  return result.kind === 'malformed' || (result.kind === 'http' && result.status >= 400 && result.status < 500);
}

/** E-49: both statuses fail and the log carries `configfail`, so /commission/20 can say so. */
function configFailed(serial: string): RunResult {
  const log: CommissionLog = {
    status: 'failed',
    startPercent: 0,
    endPercent: 100,
    duration: 0,
    totalDuration: 0,
    logs: [{ errorcode: 'configfail', serial, country: project.address.country, con_name: '', other_con: '' }],
  };
  Object.assign(run, { step: 'done', configStatus: 'failed', commissionStatus: 'failed', log, failure: 'first' });
  return { kind: 'failedFirst' };
}

/** Z-50: a task is new when its span on the bar changes; its animation starts when first seen. */
function recordLog(log: CommissionLog): void {
  const previous = run.log;
  const sameTask = previous !== null && previous.startPercent === log.startPercent && previous.endPercent === log.endPercent;
  Object.assign(run, { log, taskStartedAt: sameTask && run.taskStartedAt !== null ? run.taskStartedAt : Date.now() });
}
