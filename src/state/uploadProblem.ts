// The class of the last failed background upload of the connection list, while it is unsent, so the
// connection screens can say so (nothing is lost: src/state/pendingUploads.ts keeps it to send again).
// Not persisted: after a reload the pending upload is simply sent again.
import { proxy } from 'valtio';
import type { FailureClass } from '../api/failure.ts';

export const uploadProblem = proxy<{ connections: FailureClass | null }>({ connections: null });
