// Waits between polls; an abort ends the wait at once so nothing is sent after the screen is gone.
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
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
