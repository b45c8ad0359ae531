// The commissioning run (E-47…E-56): where it stands, persisted so that a reload, a closed tab or a
// locked phone on /commission/21 resumes polling the same run instead of starting a second one.
// The run itself is driven by src/handlers/run/commissioningRun.ts; this file only holds its facts.
import type { CommissionLog, LogEntry } from '../api/types.ts';
import { FAILURE_CODES } from '../api/failureCodes.ts';
import { persistedStore } from './persist.ts';
import { arrayOf, bool, nullable, num, object, oneOf, optional, storedSerial, str } from './shape.ts';

export type RunStatus = 'pending' | 'success' | 'failed';

/**
 * Where the run is, in order. A resumed run continues from here: `search` searches again, `upload`
 * uploads again (no upload was confirmed yet), `configPoll` and `logPoll` keep polling, `trigger`
 * triggers (none was confirmed yet). `done` and `idle` mean no run is in progress.
 */
export type RunStep = 'idle' | 'search' | 'upload' | 'configPoll' | 'trigger' | 'logPoll' | 'done';

export interface RunState {
  serial: string; // the unit this run is for
  step: RunStep;
  uploadConfig: boolean; // E-48 (true) or E-52 (false)
  recommissioning: boolean; // Z-41: a 409 from the search does not divert a re-commissioning run
  startedAt: number | null; // ms since the epoch; t = 0 of the 3 → 10 animation (E-58)
  configPollStartedAt: number | null; // the config timeout counts from here (Z-57)
  logPollStartedAt: number | null; // the log timeout counts from here (E-51)
  configStatus: RunStatus;
  commissionStatus: RunStatus;
  log: CommissionLog | null; // the last log received (E-71)
  taskStartedAt: number | null; // when the current log task (startPercent…endPercent) was first seen (Z-50)
  failure: 'first' | 'second' | null; // which stage failed
  attempt?: number; // 1 for a first run of the unit, 2 for a Try again after it failed, … (optional: stores from before it read)
}

export const idleRun = (): RunState => ({
  serial: '',
  step: 'idle',
  uploadConfig: true,
  recommissioning: false,
  startedAt: null,
  configPollStartedAt: null,
  logPollStartedAt: null,
  configStatus: 'pending',
  commissionStatus: 'pending',
  log: null,
  taskStartedAt: null,
  failure: null,
});

const status = oneOf('pending', 'success', 'failed');
const time = nullable(num); // ms since the epoch

// the last log as the contract gives it (src/api/openapi.yaml CommissionLog), checked again when read back
const logShape = object<CommissionLog>({
  status,
  startPercent: num,
  endPercent: num,
  duration: num,
  totalDuration: num,
  logs: arrayOf(
    object<LogEntry>({
      errorcode: nullable(oneOf(...FAILURE_CODES)),
      serial: str,
      country: str,
      con_name: str,
      other_con: str,
      progress: optional(str),
      progressCode: optional(str),
    }),
  ),
});

const runShape = object<RunState>({
  serial: storedSerial,
  step: oneOf('idle', 'search', 'upload', 'configPoll', 'trigger', 'logPoll', 'done'),
  uploadConfig: bool,
  recommissioning: bool,
  startedAt: time,
  configPollStartedAt: time,
  logPollStartedAt: time,
  configStatus: status,
  commissionStatus: status,
  log: nullable(logShape),
  taskStartedAt: time,
  failure: nullable(oneOf('first', 'second')),
  attempt: optional(num),
});

export const run = persistedStore<RunState>('run', 1, idleRun, runShape);

/** True while a run for this serial has started and not ended (a reload resumes it, not restarts). */
export function runInProgress(serial: string): boolean {
  return serial !== '' && run.serial === serial && run.step !== 'idle' && run.step !== 'done';
}

/**
 * E-48 / E-52: a fresh run for `serial`. With upload both statuses reset to pending; without upload
 * the config status is success at once and the run goes straight to the trigger. Also used by
 * re-commissioning (E-55) with `recommissioning: true`.
 */
export function prepareRun(
  serial: string,
  options: { uploadConfig: boolean; recommissioning?: boolean },
  now: number = Date.now(),
): void {
  // a run after a failed run of the same unit (Try again, Retry) is the next attempt
  const failedBefore = run.serial === serial && run.step === 'done' && run.commissionStatus !== 'success';
  const attempt = failedBefore ? (run.attempt ?? 1) + 1 : 1;
  Object.assign(run, idleRun(), {
    attempt,
    serial,
    uploadConfig: options.uploadConfig,
    recommissioning: options.recommissioning ?? false,
    step: options.uploadConfig ? 'search' : 'trigger',
    startedAt: now,
    configStatus: options.uploadConfig ? 'pending' : 'success',
  });
}

/** the last run for this serial ended in success (what /commission/22 announces). */
export function runPassed(serial: string): boolean {
  return serial !== '' && run.serial === serial && run.step === 'done' && run.commissionStatus === 'success';
}

/** G-09: a new unit starts with no run behind it. */
export function resetRun(): void {
  Object.assign(run, idleRun());
}
