// The names of the stores a job's reset clears (src/state/job.ts) whose code loads with later screens:
// the reset names them (persist.ts's resetStore) instead of importing them into the first screen's chunk.
import { STORES } from './storedRules.ts';

export const FORM_DRAFTS = STORES.formDrafts.name;
export const SOFTWARE_UPDATE = 'softwareUpdate';
export const RUN_HISTORY = 'runHistory';
export const JOB_PHOTOS = 'jobPhotos';
