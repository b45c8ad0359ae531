// The one uploader the wizard uses, wired to the session and the project draft. The delay comes
// from the app config on the first change (config.json is loaded before any screen shows).
import type { ProviderApi } from '../../api/provider.ts';
import type { AppConfig } from '../../config/appConfig.ts';
import { project } from '../../state/project.ts';
import { isLoggedIn } from '../../state/session.ts';
import { createConnectionUploader, type ConnectionUploader } from './connectionUpload.ts';
import { projectPayload } from './projectPayload.ts';

let uploader: ConnectionUploader | undefined;
let delayMs: number | undefined;

export function connectionsChanged(api: ProviderApi, config: AppConfig): void {
  const wanted = config.timing.connectionUploadDebounceMs;
  if (!uploader || delayMs !== wanted) {
    uploader?.cancel();
    delayMs = wanted;
    uploader = createConnectionUploader({ delayMs: wanted, isLoggedIn: () => isLoggedIn(), payload: () => projectPayload(project) });
  }
  uploader.changed(api);
}
