// /past-jobs: the logged-in user's jobs on this phone, newest first (src/state/pastJobs.ts): the
// job in hand, when it has a unit, then the kept ones. Each with its date, unit, site, how it ended
// and how many of its photos still wait to be sent; a tap makes its unit the one in view and opens
// its report (/commissioning-report?job=…), which reads the job's record (pastJobReport.ts).
import { openPhotoStore, hasSomethingToSend, type PhotoStore } from '../../photos/photoStore.ts';
import { jobAsRecord, pastJobsOf, type PastJob } from '../../state/pastJobs.ts';
import { project } from '../../state/project.ts';
import { run } from '../../state/run.ts';
import { session } from '../../state/session.ts';
import { normalEmail } from '../../state/storedShapes.ts';
import { lookAt } from '../../state/viewedUnit.ts';
import { failedKey } from '../types.ts';
import { handler } from '../define.ts';
import type { PastJobItem } from './pastJobItem.ts';

/** The user's jobs, newest first: the one in hand (when it has a unit), then the kept ones. */
export function jobsOfUser(email: string | null): { record: PastJob; inHand: boolean }[] {
  const who = normalEmail(email);
  if (!who) return [];
  const kept = pastJobsOf(who).map((record) => ({ record, inHand: false }));
  if (project.serialNumber === '') return kept;
  const hand = jobAsRecord(who, project, run);
  return [{ record: hand, inHand: true }, ...kept.filter((k) => k.record.id !== hand.id)];
}

async function photosToSend(store: PhotoStore | undefined, job: PastJob): Promise<number | null> {
  if (!store) return null;
  if (!job.photoJob) return 0;
  const kept = await store.list({ serial: job.draft.serialNumber, job: job.photoJob });
  return kept.filter(hasSomethingToSend).length;
}

export const loadPastJobs = handler({ input: 'none', outcomes: ['ready'] }, async () => {
  const jobs = jobsOfUser(session.email);
  const opened = session.email && jobs.length > 0 ? await openPhotoStore(session.email) : undefined;
  const store = opened?.ok ? opened.value : undefined;
  try {
    const items = await Promise.all(
      jobs.map(async ({ record, inHand }): Promise<PastJobItem> => ({
        id: record.id,
        serial: record.draft.serialNumber,
        address: record.draft.address.address,
        solshareName: record.draft.address.solshareName,
        at: record.ranAt ?? record.startedAt,
        result: record.result,
        toSend: await photosToSend(store, record),
        inHand,
      })),
    );
    return { kind: 'ready' as const, jobs: items };
  } finally {
    store?.close();
  }
});

/** A job of the list tapped: its unit is looked at (the report's serial guard) and its report opens. */
export const openPastJob = handler({ input: 'job', outcomes: ['open'] }, async ({ input }) => {
  const found = jobsOfUser(session.email).find((j) => j.record.id === input.id);
  if (!found) return failedKey('pastJobs.gone');
  lookAt(found.record.draft.serialNumber);
  return { kind: 'open', params: { job: found.record.id } };
});
