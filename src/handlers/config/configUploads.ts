// E-08, E-11, E-19: the address, the specifications and the connection list go to the server in the background:
// the installer goes on to the next step at once, on a slow signal or none (a step that waited for its upload
// took two of the network's latencies, 0.5 s and more on a roof). One queue for the three parts:
//   - each part stays pending (src/state/pendingUploads.ts) until the backend confirms it, and is sent again
//     when signal returns, with the next part, and after a reload; the run uploads the whole project anyway (K-12);
//   - uploads go one at a time in the order they were asked, each with the project as it is when it is sent,
//     so an older body never lands after a newer one;
//   - the connection list, changed group by group and name by name, is sent once its changes pause
//     (config.timing.connectionUploadDebounceMs, Z-03), so typing a name sends one request;
//   - a change made logged out is not sent (E-19); one still pending when the session ended is sent after the
//     next login.
import type { FailureClass } from '../../api/failure.ts';
import type { ProviderApi } from '../../api/provider.ts';
import { pendingUploads } from '../../state/pendingUploads.ts';
import { project } from '../../state/project.ts';
import { isLoggedIn } from '../../state/session.ts';
import { uploadProblem, type UploadedPart } from '../../state/uploadProblem.ts';
import { projectPayload } from './projectPayload.ts';

const PARTS: readonly UploadedPart[] = ['address', 'spec', 'connections'];

let queue: Promise<void> = Promise.resolve();
const quietTimers: Partial<Record<UploadedPart, ReturnType<typeof setTimeout>>> = {};

/**
 * Marks `part` of this job's project unsent and sends it, with any other part still unsent, after those asked
 * before. `afterQuietMs`: only once no further change to it came for that long (the connection list).
 */
export function uploadInBackground(api: ProviderApi, part: UploadedPart, afterQuietMs = 0): void {
  if (!isLoggedIn()) return; // E-19: the backend's copy is a logged-in convenience; the run sends it all
  pendingUploads[part] = project.serialNumber;
  clearTimeout(quietTimers[part]);
  delete quietTimers[part];
  if (afterQuietMs <= 0) return void sendPendingConfig(api);
  quietTimers[part] = setTimeout(() => {
    delete quietTimers[part];
    void sendPendingConfig(api);
  }, afterQuietMs);
}

/** Sends every part of this job's project that the backend has not confirmed (when signal returns, on start). */
export function sendPendingConfig(api: ProviderApi): Promise<void> {
  for (const part of PARTS) {
    const serial = pendingUploads[part];
    if (!serial) continue;
    // a send that throws (not a failed call: those are kept as failures) must not stop the ones after it
    queue = queue.then(() => send(api, part, serial)).catch((error: unknown) => console.error(error));
  }
  return queue;
}

async function send(api: ProviderApi, part: UploadedPart, serial: string): Promise<void> {
  if (pendingUploads[part] !== serial) return; // confirmed meanwhile, or asked again for another unit
  if (project.serialNumber !== serial) {
    pendingUploads[part] = null; // that job's project is gone: a new job started; nothing left to send
    uploadProblem[part] = null;
    return;
  }
  if (!isLoggedIn()) return; // logged out while it waited: kept for the next login
  const body = projectPayload(project);
  let failure: FailureClass | undefined;
  try {
    const result = await api[UPLOAD[part]](serial, body);
    failure = result.ok ? undefined : result.kind;
  } catch {
    failure = 'offline';
  }
  if (failure === undefined && pendingUploads[part] === serial) pendingUploads[part] = null;
  uploadProblem[part] = failure ?? null;
  if (failure)
    console.warn(`The ${part} upload for ${serial} failed (${failure}); it stays pending and is sent again.`);
}

/** The backend's operation for each part: the client's method that sends it. */
const UPLOAD: Record<UploadedPart, 'uploadAddress' | 'uploadSpec' | 'uploadConnections'> = {
  address: 'uploadAddress',
  spec: 'uploadSpec',
  connections: 'uploadConnections',
};
