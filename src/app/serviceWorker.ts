// Whether a new version of the app is waiting (told by registerServiceWorker.ts), and applying it.
// Applying reloads the page: drafts live in localStorage, so nothing typed is lost.
import { useSyncExternalStore } from 'react';

let waiting = false;
let apply: ((reload?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();

/** The registration reports a waiting version and how to switch to it. */
export function updateWaiting(update: (reload?: boolean) => Promise<void>): void {
  apply = update;
  waiting = true;
  for (const l of listeners) l();
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => waiting,
    () => false,
  );
}

export function applyUpdate(): void {
  void apply?.(true);
}
