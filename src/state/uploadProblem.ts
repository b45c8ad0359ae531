// The class of the last failed background upload of each part of the job's setup, while it is unsent, so
// the configuration screens can say so (nothing is lost: src/state/pendingUploads.ts keeps it to send again).
// Not persisted: after a reload the pending upload is simply sent again.
import { proxy } from 'valtio';
import type { FailureClass } from '../api/failure.ts';

export type UploadedPart = 'connections' | 'address' | 'spec';

export const uploadProblem = proxy<Record<UploadedPart, FailureClass | null>>({
  connections: null,
  address: null,
  spec: null,
});
