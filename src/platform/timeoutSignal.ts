// AbortSignal.timeout() is missing before Safari/iOS 16 (the browser floor is 15.4: docs/BROWSERS.md):
// there the app could not even load config.json. A controller aborted by a timer does the same, with
// the same TimeoutError reason.
export function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
  return controller.signal;
}
