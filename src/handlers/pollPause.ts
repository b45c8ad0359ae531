// Waits between polls; an abort ends the wait at once so nothing is sent after the screen is gone.
// With no signal the wait goes on until the phone is back online: polling (search, run, wifi) pauses
// instead of failing, and the offline banner says it is waiting for signal.
export async function pauseBetweenPolls(ms: number, signal: AbortSignal): Promise<void> {
  await wait(ms, signal);
  await untilOnline(signal);
}

/** Resolves at once when online (or where there is no navigator, e.g. Node), else on `online` or abort. */
export function untilOnline(signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal.aborted || typeof navigator === 'undefined' || navigator.onLine !== false) return resolve();
    const done = () => {
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    window.addEventListener('online', done);
    signal.addEventListener('abort', done, { once: true });
  });
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Resolves only when the signal aborts: how a run "stops silently" (E-53) without an outcome. */
export function untilAborted<T>(signal: AbortSignal, value: T): Promise<T> {
  return new Promise<T>((resolve) => {
    if (signal.aborted) return resolve(value);
    signal.addEventListener('abort', () => resolve(value), { once: true });
  });
}
