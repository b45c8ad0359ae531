// The runs this phone saw end, per unit: when each started (by the server's clock) and how it ended.
// A report opened later from System info names the commissioning date and the test result
// from here, since system info holds neither. It outlives the job on purpose (the report of a unit
// commissioned this morning), is never shown on another job's screens, and goes with the user's data
// (a logout, another user's login).
import { persistedStore } from './persist.ts';
import { RUN_HISTORY } from './storeNames.ts';
import { num, object, oneOf, recordOf } from './shape.ts';

export interface RunEnd {
  at: number; // ms since the epoch, by the server's clock: the run's start
  result: 'success' | 'failed' | 'pending';
}

export const runHistory = persistedStore<Record<string, RunEnd>>(
  RUN_HISTORY,
  1,
  () => ({}),
  recordOf(object<RunEnd>({ at: num, result: oneOf('success', 'failed', 'pending') })),
);

export function recordRunEnd(serial: string, end: RunEnd): void {
  runHistory[serial] = end;
}
