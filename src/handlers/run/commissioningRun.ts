// The commissioning run (E-47…E-56, Y.14), driven by the persisted run store (src/state/run.ts).
// Stage 1 (with upload): retry search → upload-config → poll config-status. Stage 2: trigger → poll
// the log. Each step is recorded in the store before the next starts, so a reload resumes where the
// run stood. One request at a time; nothing is sent after the signal aborts; clearing the serial
// stops the run silently (E-53).
import type { ApiFailure } from '../../api/failure.ts';
import type { ProviderApi } from '../../api/provider.ts';
import type { CommissionLog } from '../../api/types.ts';
import type { Timing } from '../../config/appConfig.ts';
import { project } from '../../state/project.ts';
import { prepareRun, run, runInProgress } from '../../state/run.ts';
import { recordRunEnd } from '../../state/runHistory.ts';
import { serverNow } from '../../state/session.ts';
import { callProblem, failedCall, type CallProblem, type Failure } from '../types.ts';
import { projectPayload } from './projectPayload.ts';
import { retrySearch } from './retrySearch.ts';
import { pauseBetweenPolls } from '../pollPause.ts';

export type RunOutcomeKind =
  | 'success' // → /net-promoter-score (E-50)
  | 'recommissioned' // a re-commissioning passed → /commission/22: the score was asked after the first run
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
  /** the unit whose run this is: the job's, handed by /commission/21 */
  serial: string;
  timing: Timing;
  signal: AbortSignal;
  /** a poll failed (its problem, said on the screen while the run goes on) or works again (null) */
  onPollProblem?: (problem: CallProblem | null) => void;
}

// Two calls must never overlap (StrictMode mounts twice; a reload-resume may meet a late reply):
// a new call waits until the previous one has settled, then continues from the store.
let current: Promise<unknown> = Promise.resolve();

export function driveRun(deps: RunDeps): Promise<RunResult> {
  const next = current.then(() => runSteps(deps));
  current = next.catch(() => undefined);
  return next;
}

async function runSteps({ api, serial, timing, signal, onPollProblem }: RunDeps): Promise<RunResult> {
  // the job's unit may be cleared or replaced while the run waits (E-53): then the run stops silently
  const wanted = () => !signal.aborted && project.serialNumber === serial;
  // a failed poll is said at once and asked again at the next interval; the problem stays on screen
  // until a poll gets through
  let failing: ApiFailure | null = null;
  const polled = (result: { ok: true } | ApiFailure) => {
    const was = failing;
    failing = result.ok ? null : result;
    if (failing) onPollProblem?.(callProblem(failing, 'runPoll'));
    else if (was) onPollProblem?.(null);
  };
  // after a 429 the next poll waits as long as the server asked
  const pause = (pollMs: number) => pauseBetweenPolls(Math.max(pollMs, (failing?.retryAfterS ?? 0) * 1000), signal);
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
    if (typeof found === 'object') return failedCall(found.failed, 'run');
    if (found === 'joinRun') {
      // a run already under way on the unit is followed, never uploaded to or triggered again
      Object.assign(run, {
        step: 'logPoll',
        uploadConfig: false,
        configStatus: 'success',
        logPollStartedAt: Date.now(),
      });
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
    if (!uploaded.ok) return failedCall(uploaded, 'run');
  }

  if (run.step === 'configPoll') {
    const deadline = (run.configPollStartedAt ?? Date.now()) + timing.configTimeoutMs;
    for (;;) {
      const status = await api.configStatus(serial, signal);
      if (!wanted()) return null;
      polled(status);
      if (!status.ok && status.kind === 'sessionEnded') return failedCall(status, 'run'); // the login opens; the run resumes after it
      const value = status.ok ? status.data.status : 'pending';
      if (value === 'success') break;
      const timedOut = Date.now() + timing.configPollMs > deadline;
      // the unit's state is unknown when the last polls failed: say the run stopped, not that the config failed
      if (timedOut && !status.ok) return stopped(status);
      // E-49, Z-57: a failed status and the poll timeout are both a config-stage failure
      if (value === 'failed' || timedOut) return configFailed(serial);
      await pause(timing.configPollMs);
      if (!wanted()) return null;
    }
    Object.assign(run, { step: 'trigger', configStatus: 'success' }); // E-59: the bar jumps to 11
  }

  if (run.step === 'trigger') {
    const triggered = await api.trigger(serial);
    if (triggered.ok) Object.assign(run, { step: 'logPoll', logPollStartedAt: Date.now() }); // never trigger twice
    if (!wanted()) return null;
    if (!triggered.ok) return failedCall(triggered, 'run');
  }

  if (run.step === 'logPoll') {
    const deadline = (run.logPollStartedAt ?? Date.now()) + timing.logTimeoutMs;
    for (;;) {
      const log = await api.commissionLog(serial, signal);
      if (!wanted()) return null;
      polled(log);
      if (!log.ok && log.kind === 'sessionEnded') return failedCall(log, 'run');
      if (log.ok) recordLog(log.data);
      const status = log.ok ? log.data.status : 'pending';
      if (!log.ok && Date.now() + timing.logPollMs > deadline) return stopped(log);
      if (status === 'success') {
        Object.assign(run, { step: 'done', commissionStatus: 'success' });
        rememberEnd(serial);
        return { kind: run.recommissioning ? 'recommissioned' : 'success' };
      }
      if (status === 'failed' || Date.now() + timing.logPollMs > deadline) {
        // E-51; on a timeout the log stays pending, which /commission/20 reports (E-64, Z-37)
        Object.assign(run, {
          step: 'done',
          commissionStatus: status === 'failed' ? 'failed' : 'pending',
          failure: 'second',
        });
        rememberEnd(serial);
        return { kind: 'failedSecond' };
      }
      await pause(timing.logPollMs);
      if (!wanted()) return null;
    }
  }
  return null; // 'idle' or 'done': nothing left to do here
}

/**
 * The stage's time ran out while its polls failed: the run stops with the reason, and the stored run
 * is left where it stood, so Try again polls on (a run already triggered is never triggered again).
 */
function stopped(result: ApiFailure): Failure {
  if (run.step === 'configPoll') run.configPollStartedAt = Date.now();
  if (run.step === 'logPoll') run.logPollStartedAt = Date.now();
  return failedCall(result, 'runStopped');
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
  rememberEnd(serial);
  return { kind: 'failedFirst' };
}

/** The run's date and result, for a report opened later from System info. */
function rememberEnd(serial: string): void {
  recordRunEnd(serial, { at: serverNow(run.startedAt ?? Date.now()), result: run.commissionStatus });
}

/** Z-50: a task is new when its span on the bar changes; its animation starts when first seen. */
function recordLog(log: CommissionLog): void {
  const previous = run.log;
  const sameTask =
    previous !== null && previous.startPercent === log.startPercent && previous.endPercent === log.endPercent;
  Object.assign(run, { log, taskStartedAt: sameTask && run.taskStartedAt !== null ? run.taskStartedAt : Date.now() });
}
