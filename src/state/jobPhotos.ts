// The photo step's part of the commissioning job: the job's own name, under which its photos and its
// note are kept on the phone (src/photos/photoStore.ts), the reason given for going on without a
// required photo, and whether photos keep where they were taken. Cleared with the job (job.ts): the
// next job gets a new name, so its photo step starts empty while the last job's photos, kept under
// the old name, are still sent.
import { notePhotoJob } from './pastJobs.ts';
import { persistedStore } from './persist.ts';
import { bool, object, str } from './shape.ts';
import { JOB_PHOTOS } from './storeNames.ts';

export interface JobPhotos {
  /** '' until the photo step first opens for this job */
  job: string;
  /** why required photos are missing, as the installer wrote it; '' when none was asked for */
  missingReason: string;
  /** off by default: a photo's GPS position is dropped unless the installer keeps it */
  keepLocation: boolean;
}

const empty = (): JobPhotos => ({ job: '', missingReason: '', keepLocation: false });

export const jobPhotos = persistedStore(
  JOB_PHOTOS,
  1,
  empty,
  object<JobPhotos>({ job: str, missingReason: str, keepLocation: bool }),
);

/** The job's name for its photos, made the first time it is asked for; the job's record (pastJobs.ts) keeps it. */
export function photoJobName(): string {
  if (!jobPhotos.job) jobPhotos.job = `job-${Date.now().toString(36)}-${randomPart()}`;
  notePhotoJob(jobPhotos.job);
  return jobPhotos.job;
}

// 64 random bits: two jobs started in the same millisecond on one phone still differ
function randomPart(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}
