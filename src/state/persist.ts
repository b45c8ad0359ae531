// The only place that touches localStorage. Each store is saved under a versioned key; a value that
// cannot be read, or was written by another version, is discarded with a warning, never a crash.
import { proxy, snapshot, subscribe } from 'valtio/vanilla';

const PREFIX = 'solshare';

export function storageKey(name: string, version: number): string {
  return `${PREFIX}.${name}.v${version}`;
}

/** A valtio store that survives reloads. `isValid` guards against hand-edited or foreign data. */
export function persistedStore<T extends object>(
  name: string,
  version: number,
  initial: () => T,
  isValid: (value: unknown) => value is T,
): T {
  const key = storageKey(name, version);
  const store = proxy<T>(load(key, name, version, initial, isValid));
  subscribe(store, () => save(key, snapshot(store)));
  return store;
}

function load<T>(key: string, name: string, version: number, initial: () => T, isValid: (v: unknown) => v is T): T {
  const storage = safeStorage();
  if (!storage) return initial();
  discardOldVersions(storage, name, version);
  const raw = storage.getItem(key);
  if (raw === null) return initial();
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
    console.warn(`Discarding saved ${name}: it is not in the format this version reads.`);
  } catch {
    console.warn(`Discarding saved ${name}: it could not be read.`);
  }
  storage.removeItem(key);
  return initial();
}

function discardOldVersions(storage: Storage, name: string, version: number) {
  for (let v = 0; v < version; v++) {
    const old = storageKey(name, v);
    if (storage.getItem(old) !== null) {
      console.warn(`Discarding ${name} saved by an older version of the app.`);
      storage.removeItem(old);
    }
  }
}

function save(key: string, value: unknown) {
  try {
    safeStorage()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    // a full or blocked storage must not break the screen; the draft stays in memory
    console.warn('Could not save progress on this device:', error);
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // some privacy modes throw on access
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
