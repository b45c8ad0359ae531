// A job as /past-jobs lists it (loadPastJobs), apart from the handler's code: the screen's chunk
// takes this shape and its check, not the stores and the photo database behind it.
import type { JobResult } from '../../state/pastJobs.ts';
import type { Outcome } from '../types.ts';

export interface PastJobItem {
  id: string;
  serial: string;
  address: string;
  solshareName: string;
  /** ms since the epoch: its last run's start, else when it started */
  at: number;
  result: JobResult;
  /** photos of the job still on the phone only; null when the phone keeps no photos (no IndexedDB) */
  toSend: number | null;
  /** the job now in hand (not kept yet) */
  inHand: boolean;
}

/** True when a handler's outcome carries the list (the registry sees handlers as returning plain outcomes). */
export const hasPastJobs = (o: Outcome<string> | undefined): o is { kind: 'ready'; jobs: PastJobItem[] } =>
  o !== undefined && o.kind === 'ready' && 'jobs' in o;
