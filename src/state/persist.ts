// The only place that touches localStorage. Each store is saved under a versioned key and read back
// through its shape (src/state/shape.ts), checked deeply: a value that cannot be read, was written by
// another version or has the wrong shape anywhere inside is discarded with a warning and the store
// starts clean, never a crash. Other tabs of the app write the same keys: a store follows
// their writes (the `storage` event), so two tabs show the same draft and neither writes back an
// older one.
import { proxy, snapshot, subscribe } from 'valtio/vanilla';
import type { Shape } from './shape.ts';

export { isRecord } from './shape.ts';

import { storageKey } from './storedRules.ts';

export { storageKey };

/** How many times another tab changed each store (by name): screens that copy a store into their own state start again from it. */
export const remoteChanges = proxy<Record<string, number>>({});

export interface PersistOptions {
  /**
   * Writes at most this often: the first change is written at once, the changes that follow it within
   * this time together at its end, and anything still due as the page is hidden or left. For a store
   * changed on every key press (the form drafts): one write of the whole store per key cost ~15% of a
   * key's script on a phone. A crash of the browser loses at most this much typing.
   */
  writeAtMostEveryMs?: number;
}

// the stores made in this tab, by name, and how each goes back to its start (resetStore)
const madeStores = new Map<string, () => void>();

/**
 * Puts a store back to its start whether or not its module has loaded: the one in memory, else what
 * storage holds of it (any version), so the store starts clean when it loads. Other tabs follow.
 */
export function resetStore(name: string): void {
  const reset = madeStores.get(name);
  if (reset) return reset();
  const storage = safeStorage();
  const prefix = storageKey(name, 0).slice(0, -1); // every version's key
  for (let i = (storage?.length ?? 0) - 1; i >= 0; i--) {
    const key = storage?.key(i);
    if (key?.startsWith(prefix)) storage?.removeItem(key);
  }
}

/** A valtio store that survives reloads and follows other tabs. `shape` is checked on every read. */
export function persistedStore<T extends object>(
  name: string,
  version: number,
  initial: () => T,
  shape: Shape<T>,
  { writeAtMostEveryMs = 0 }: PersistOptions = {},
): T {
  const key = storageKey(name, version);
  const store = proxy<T>(load(key, name, version, initial, shape));
  let written = safeStorage()?.getItem(key) ?? null; // what storage holds as far as this tab knows
  let lastWrite = -Infinity;
  let due: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(due);
    due = undefined;
    lastWrite = performance.now();
    const text = JSON.stringify(snapshot(store));
    if (text === written) return; // nothing new, e.g. the echo of another tab's write
    written = text;
    save(key, text);
  };
  subscribe(store, () => {
    if (due !== undefined) return; // a write is due: it takes this change too
    const wait = lastWrite + writeAtMostEveryMs - performance.now();
    if (wait <= 0) write();
    else due = setTimeout(write, wait);
  });
  if (writeAtMostEveryMs > 0) writeBeforeLeaving(() => due !== undefined && write());
  madeStores.set(name, () => replace(store, initial()));
  followOtherTabs(key, (raw) => {
    const next = raw === null ? initial() : read(raw, name, shape);
    if (next === undefined) return; // the other tab wrote something unreadable: keep ours
    replace(store, next);
    written = JSON.stringify(snapshot(store));
    remoteChanges[name] = (remoteChanges[name] ?? 0) + 1;
  });
  return store;
}

/**
 * Plain data kept across reloads without a store around it (a valtio proxy tracks every access, and a
 * list of hundreds of sites spent most of its time there): read once, written when it changes.
 */
export function readSaved<T>(name: string, version: number, shape: Shape<T>): T | undefined {
  const storage = safeStorage();
  if (!storage) return undefined;
  discardOldVersions(storage, name, version);
  const raw = storage.getItem(storageKey(name, version));
  return raw === null ? undefined : read(raw, name, shape);
}

export function writeSaved(name: string, version: number, value: unknown): void {
  if (value === undefined) safeStorage()?.removeItem(storageKey(name, version));
  else save(storageKey(name, version), JSON.stringify(value));
}

/** The stored value when it is JSON of the right shape, else undefined (with a warning saying why). */
function read<T>(raw: string, name: string, shape: Shape<T>): T | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    console.warn(`Discarding saved ${name}: it could not be read.`);
    return undefined;
  }
  const problem = shape(value, '');
  if (problem === undefined) return value as T;
  console.warn(`Discarding saved ${name}: it is not in the format this version reads (${problem}).`);
  return undefined;
}

function load<T>(key: string, name: string, version: number, initial: () => T, shape: Shape<T>): T {
  const storage = safeStorage();
  if (!storage) return initial();
  discardOldVersions(storage, name, version);
  const raw = storage.getItem(key);
  if (raw === null) return initial();
  const value = read(raw, name, shape);
  if (value !== undefined) return value;
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

// { a: 1, b: 2 } ← { a: 3 } gives { a: 3 }: fields the other tab no longer has go too
function replace<T extends object>(store: T, next: T) {
  for (const field of Object.keys(store)) if (!(field in next)) delete (store as Record<string, unknown>)[field];
  Object.assign(store, next);
}

// pagehide covers a reload, a closed tab and a link away; a hidden page may be killed without either
function writeBeforeLeaving(flush: () => void) {
  if (typeof window === 'undefined') return;
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
}

function followOtherTabs(key: string, apply: (raw: string | null) => void) {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (e) => {
    // key null: the other tab cleared the whole storage
    if (e.storageArea !== safeStorage() || (e.key !== null && e.key !== key)) return;
    apply(e.key === null ? null : e.newValue);
  });
}

function save(key: string, text: string) {
  try {
    safeStorage()?.setItem(key, text);
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
