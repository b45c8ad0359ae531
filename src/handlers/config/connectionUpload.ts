// E-19, K-10: connection changes are uploaded only when logged in, debounced by
// config.timing.connectionUploadDebounceMs (Z-03: 1000 ms), so typing a name sends one request.
// The upload is a convenience copy for the backend: a failure is logged, told to the screen (onResult)
// and the next change sends the whole list again (it is always the complete set of five groups). It never blocks the
// installer, who can finish the wizard offline; the run uploads the full project anyway (K-12).
import type { FailureClass } from '../../api/failure.ts';
import type { ProviderApi } from '../../api/provider.ts';
import type * as Api from '../../api/types.ts';

export interface UploaderDeps {
  delayMs: number;
  isLoggedIn: () => boolean;
  /** what to send, read when the timer fires so the newest change wins */
  payload: () => Api.SavedDraft;
  log?: (message: string) => void;
  /** told whether the backend took each upload, e.g. to keep it pending for a retry */
  onResult?: (ok: boolean, serial: string, failure?: FailureClass) => void;
}

export interface ConnectionUploader {
  /** call after every change; only the last change in a quiet period is uploaded */
  changed(api: ProviderApi): void;
  /** drop a pending upload (tests, leaving the wizard) */
  cancel(): void;
}

export function createConnectionUploader(deps: UploaderDeps): ConnectionUploader {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const log = deps.log ?? ((m: string) => console.warn(m));
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    cancel,
    changed(api) {
      if (!deps.isLoggedIn()) return;
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        if (!deps.isLoggedIn()) return; // logged out while waiting
        const body = deps.payload();
        void api.uploadConnections(body.serialNumber, body).then(
          (result) => {
            deps.onResult?.(result.ok, body.serialNumber, result.ok ? undefined : result.kind);
            if (!result.ok)
              log(
                `Connection upload failed (${result.status}): ${result.message}. It is sent again with the next change.`,
              );
          },
          (error: unknown) => {
            deps.onResult?.(false, body.serialNumber, 'offline');
            log(`Connection upload failed: ${String(error)}. It is sent again with the next change.`);
          },
        );
      }, deps.delayMs);
    },
  };
}
