// The jobs this phone saw, kept after a newer job started: what was entered in each (unit, site,
// outputs, allocation, CT rating), when it started and ran, how it ended and the name its photos
// and notes are kept under (src/photos), so /past-jobs lists them and a report opened from there
// names what that job held. A job is kept as it is cleared (job.ts), so as the next job starts; the
// job in hand is listed from the live draft.
// They go with the user's data, as the run history does: a logout or another user's login forgets
// them (job.ts), so the next user of a shared phone finds nothing of them in storage; each record
// also names its owner, and only the owner's are listed. Bounded: the newest MAX_PAST_JOBS, about
// 1 KB each (five three-phase outputs named, fifteen weights: 956 bytes as JSON), so 50 KB at most.
import { persistedStore } from './persist.ts';
import { arrayOf, nullable, num, object, oneOf, strWhere, where } from './shape.ts';
import { normalEmail, projectShape, type ProjectDraft } from './storedShapes.ts';
import type { RunState } from './run.ts';

/** how many jobs the phone keeps; the oldest go first */
export const MAX_PAST_JOBS = 50;

/** how a job ended: its run passed, its run failed, or it was left before a run ended */
export type JobResult = 'success' | 'failed' | 'unfinished';

export interface PastJob {
  /** the job's own name, made as it started */
  id: string;
  /** whose job it is: the e-mail as the session held it, normalised */
  owner: string;
  /** ms since the epoch, by the phone's clock: the safety checklist answered */
  startedAt: number;
  /** ms since the epoch, by the phone's clock: its last run's start; null when it never ran */
  ranAt: number | null;
  result: JobResult;
  /** the name its photos and job note are kept under on the phone (src/photos); '' when it took none */
  photoJob: string;
  /** everything entered in the job, as the draft held it when the job was cleared */
  draft: ProjectDraft;
}

/** The job in hand, named as it started; its draft is the project store until it is kept. */
export interface JobInHand {
  id: string;
  startedAt: number;
  photoJob: string;
}

export interface PastJobs {
  current: JobInHand | null;
  /** newest first */
  jobs: PastJob[];
}

const JOB_ID = /^job-[a-z0-9-]{1,64}$/;
const jobId = strWhere((s) => JOB_ID.test(s), 'a job name');
const photoJob = strWhere((s) => s === '' || JOB_ID.test(s), 'a photo job name');

// a record of no unit is never kept: one read back without a serial was not written by this app
const pastJobShape = where(
  object<PastJob>({
    id: jobId,
    owner: strWhere((s) => s !== '' && s === normalEmail(s), 'an e-mail as the session keeps it'),
    startedAt: num,
    ranAt: nullable(num),
    result: oneOf('success', 'failed', 'unfinished'),
    photoJob,
    draft: projectShape,
  }),
  (job) => job.draft.serialNumber !== '',
  'a job with a unit',
);

export const pastJobsShape = where(
  object<PastJobs>({
    current: nullable(object<JobInHand>({ id: jobId, startedAt: num, photoJob })),
    jobs: arrayOf(pastJobShape),
  }),
  (s) => s.jobs.length <= MAX_PAST_JOBS && new Set(s.jobs.map((j) => j.id)).size === s.jobs.length,
  `at most ${MAX_PAST_JOBS} jobs, each once`,
);

export const pastJobs = persistedStore<PastJobs>('pastJobs', 1, () => ({ current: null, jobs: [] }), pastJobsShape);

/** A new name for a job: the time it was made and 64 random bits (two jobs in one millisecond differ). */
export function newJobId(now: number = Date.now()): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0'));
  return `job-${now.toString(36)}-${random.join('')}`;
}

/** The job in hand, named now if it was started before jobs were named (a draft of an older version). */
export function jobInHand(now: number = Date.now()): JobInHand {
  pastJobs.current ??= { id: newJobId(now), startedAt: now, photoJob: '' };
  return pastJobs.current;
}

/** C-05: a new job starts (its checklist answered). */
export function startJobRecord(now: number = Date.now()): void {
  pastJobs.current = { id: newJobId(now), startedAt: now, photoJob: '' };
}

/** The photo step named the job's photos: the job's record will find them under this name. */
export function notePhotoJob(name: string): void {
  if (!JOB_ID.test(name) || pastJobs.current?.photoJob === name) return;
  jobInHand().photoJob = name;
}

/** How the job on `draft` ended, from the run state: only a run of its own unit that ended counts. */
export function jobResult(serial: string, run: Pick<RunState, 'serial' | 'step' | 'commissionStatus'>): JobResult {
  if (serial === '' || run.serial !== serial || run.step !== 'done') return 'unfinished';
  return run.commissionStatus === 'pending' ? 'unfinished' : run.commissionStatus;
}

// a plain copy of a store (structuredClone cannot clone valtio's proxies)
const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The job in hand as a record, without keeping it: what the list shows of it and a report reads. */
export function jobAsRecord(
  owner: string,
  draft: ProjectDraft,
  run: Pick<RunState, 'serial' | 'step' | 'commissionStatus' | 'startedAt'>,
  now: number = Date.now(),
): PastJob {
  const hand = jobInHand(now);
  const serial = draft.serialNumber;
  return {
    id: hand.id,
    owner,
    startedAt: hand.startedAt,
    ranAt: run.serial === serial && serial !== '' ? run.startedAt : null,
    result: jobResult(serial, run),
    photoJob: hand.photoJob,
    draft: copy(draft),
  };
}

/**
 * The job in hand is being cleared: it is kept for `owner` when it had a unit (newest first, the
 * oldest dropped past MAX_PAST_JOBS), and the next job gets a new name when it starts.
 */
export function keepJob(
  owner: string | null,
  draft: ProjectDraft,
  run: Pick<RunState, 'serial' | 'step' | 'commissionStatus' | 'startedAt'>,
  now: number = Date.now(),
): void {
  const who = normalEmail(owner);
  if (who && draft.serialNumber !== '') {
    const record = jobAsRecord(who, draft, run, now);
    const others = pastJobs.jobs.filter((j) => j.id !== record.id);
    pastJobs.jobs = [record, ...others].slice(0, MAX_PAST_JOBS);
  }
  pastJobs.current = null;
}

/** A logout or another user's login: the kept jobs go with the user's data; the job in hand keeps its name. */
export function forgetPastJobs(): void {
  if (pastJobs.jobs.length > 0) pastJobs.jobs = [];
}

/** `owner`'s kept jobs, newest first; nobody's without an owner. */
export function pastJobsOf(owner: string | null): PastJob[] {
  const who = normalEmail(owner);
  return who ? pastJobs.jobs.filter((j) => j.owner === who) : [];
}
