// The one uploader the wizard uses, wired to the session and the project draft. The delay comes
// from the app config on the first change (config.json is loaded before any screen shows). A change
// stays marked pending (src/state/pendingUploads.ts) until the backend confirms it, so a change made
// with no signal is sent again when signal returns (retryPendingConnections), even after a reload.
import type { FailureClass } from '../../api/failure.ts';
import type { ProviderApi } from '../../api/provider.ts';
import type { AppConfig } from '../../config/appConfig.ts';
import { pendingUploads } from '../../state/pendingUploads.ts';
import { project } from '../../state/project.ts';
import { uploadProblem } from '../../state/uploadProblem.ts';
import { isLoggedIn } from '../../state/session.ts';
import { createConnectionUploader, type ConnectionUploader } from './connectionUpload.ts';
import { projectPayload } from './projectPayload.ts';

let uploader: ConnectionUploader | undefined;
let delayMs: number | undefined;

// a failure is told to the connection screens (PendingUploads says nothing is lost) until one gets through
const settled = (serial: string) => (ok: boolean, failure?: FailureClass) => {
  if (ok && pendingUploads.connections === serial) pendingUploads.connections = null;
  uploadProblem.connections = ok ? null : (failure ?? 'offline');
};

export function connectionsChanged(api: ProviderApi, config: AppConfig): void {
  const wanted = config.timing.connectionUploadDebounceMs;
  if (!uploader || delayMs !== wanted) {
    uploader?.cancel();
    delayMs = wanted;
    uploader = createConnectionUploader({
      delayMs: wanted,
      isLoggedIn: () => isLoggedIn(),
      payload: () => projectPayload(project),
      onResult: (ok, serial, failure) => settled(serial)(ok, failure),
    });
  }
  if (isLoggedIn()) pendingUploads.connections = project.serialNumber;
  uploader.changed(api);
}

/** Sends the connection list again if a change was never confirmed (called when signal returns). */
export async function retryPendingConnections(api: ProviderApi): Promise<void> {
  const serial = pendingUploads.connections;
  if (!serial || !isLoggedIn() || project.serialNumber !== serial) return;
  const body = projectPayload(project);
  const result = await api.uploadConnections(serial, body);
  settled(serial)(result.ok, result.ok ? undefined : result.kind);
}
