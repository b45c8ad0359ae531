// useSyncExternalStoreWithSelector as an ES module on the 'react' API (src/engine/preactAliases.ts
// points `use-sync-external-store/with-selector` here; Headless UI imports it). The package's own
// file is CommonJS, whose require('react') no alias reaches in the unit tests, so they would run
// it on React beside Preact. Same algorithm as use-sync-external-store 1.x (MIT, Meta Platforms):
// the selection is recomputed only when the snapshot changes, and kept when isEqual says so.
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const inst = useRef<{ hasValue: boolean; value: Selection | null }>({ hasValue: false, value: null }).current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && inst.hasValue && isEqual(inst.value as Selection, nextSelection)) {
          return (memoizedSelection = inst.value as Selection);
        }
        return (memoizedSelection = nextSelection);
      }
      const currentSelection = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return currentSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual !== undefined && isEqual(currentSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return currentSelection;
      }
      memoizedSnapshot = nextSnapshot;
      return (memoizedSelection = nextSelection);
    };
    const server = getServerSnapshot ?? null;
    return [() => memoizedSelector(getSnapshot()), server === null ? undefined : () => memoizedSelector(server())];
  }, [getSnapshot, getServerSnapshot, selector, isEqual, inst]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [value, inst]);
  return value;
}
