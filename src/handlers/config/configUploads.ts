// E-08, E-11: the address and the specifications go to the server in the background, as the connection
// list does (E-19): the installer goes on to the next step at once, on a slow signal or none (a step that
// waited for its upload took two of the network's latencies, 0.5 s and more on a roof). Each part stays pending
// (src/state/pendingUploads.ts) until the backend confirms it and is sent again when signal returns, even
// after a reload; the run uploads the whole project anyway (K-12). Uploads go one at a time in the order they
// were asked, each with the project as it is when it is sent, so an older body never lands after a newer one.
import type { FailureClass } from '../../api/failure.ts';
import type { ProviderApi } from '../../api/provider.ts';
import { pendingUploads } from '../../state/pendingUploads.ts';
import { project } from '../../state/project.ts';
import { uploadProblem } from '../../state/uploadProblem.ts';
import { projectPayload } from './projectPayload.ts';

export type ConfigPart = 'address' | 'spec';
const PARTS: readonly ConfigPart[] = ['address', 'spec'];

let queue: Promise<void> = Promise.resolve();

/** Marks `part` of this job's project unsent and sends it, with any other part still unsent, after those asked before. */
export function uploadInBackground(api: ProviderApi, part: ConfigPart): void {
  pendingUploads[part] = project.serialNumber;
  sendPendingConfig(api);
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

async function send(api: ProviderApi, part: ConfigPart, serial: string): Promise<void> {
  if (pendingUploads[part] !== serial) return; // confirmed meanwhile, or asked again for another unit
  if (project.serialNumber !== serial) {
    pendingUploads[part] = null; // that job's project is gone: a new job started; nothing left to send
    uploadProblem[part] = null;
    return;
  }
  const body = projectPayload(project);
  let failure: FailureClass | undefined;
  try {
    const result = await (part === 'address' ? api.uploadAddress(serial, body) : api.uploadSpec(serial, body));
    failure = result.ok ? undefined : result.kind;
  } catch {
    failure = 'offline';
  }
  if (failure === undefined && pendingUploads[part] === serial) pendingUploads[part] = null;
  uploadProblem[part] = failure ?? null;
  if (failure)
    console.warn(`The ${part} upload for ${serial} failed (${failure}); it stays pending and is sent again.`);
}
