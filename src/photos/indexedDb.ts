// IndexedDB's events as promises, for the photo store. A transaction is the unit of safety: its
// writes land together or not at all, so a photo is never half kept.

export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new DOMException('The request failed.', 'UnknownError'));
  });
}

/** settles when the transaction has committed (its writes are on disk), or rejects with why it aborted */
export function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    // a request's error aborts the transaction; the abort carries the first error (QuotaExceededError…)
    tx.onabort = () => reject(tx.error ?? new DOMException('The transaction was aborted.', 'AbortError'));
  });
}

/**
 * Runs `work` in one read-write transaction over `stores` and waits for the commit. A write that
 * throws at once (a full disk in some engines, a value that cannot be cloned) aborts the whole
 * transaction, so the writes before it in `work` are undone too, not committed without it.
 */
export async function writeTogether(
  db: IDBDatabase,
  stores: string[],
  work: (tx: IDBTransaction) => void,
): Promise<void> {
  const tx = db.transaction(stores, 'readwrite');
  const done = committed(tx);
  try {
    work(tx);
  } catch (error) {
    try {
      tx.abort();
    } catch {
      /* already finished: nothing was written after the throw */
    }
    await done.catch(() => undefined);
    throw error;
  }
  await done;
}

/** 'QuotaExceededError' however the engine reports it (a DOMException, or its legacy code 22) */
export function isQuotaError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { name?: unknown }).name === 'QuotaExceededError' || (error as { code?: unknown }).code === 22)
  );
}
