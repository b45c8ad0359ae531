// The system info of the current unit for a service screen. After a reload (or when it belongs to
// another unit) it is loaded again with the same handler /reconfigure-enter-serial runs (H-01); a
// request failure stays here with Try again, the other results lead on as the flow maps them (Z-42).
// The handler's `ready` must not navigate (the screen is already where it belongs), so this hook
// runs it itself instead of through useFlowActions.run, which follows every outcome.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import type { SystemInfo } from '../../api/types.ts';
import { useApp } from '../../app/AppContext.tsx';
import { loadHandler } from '../../handlers/loadHandler.ts';
import { isFailure } from '../../handlers/types.ts';
import { project } from '../../state/project.ts';
import { systemInfo } from '../../state/systemInfo.ts';

export interface SystemInfoState {
  /** The current unit's system info (the live store object), or null while loading / failed. */
  data: SystemInfo | null;
  failure: string | null;
  retry(): void;
}

export function useCurrentSystemInfo(params: Record<string, string>, emit: (outcome: string) => void): SystemInfoState {
  const { api, config } = useApp();
  const [path] = useLocation();
  const search = useSearch();
  const info = useSnapshot(systemInfo);
  const unit = useSnapshot(project);
  const loaded = info.data !== null && info.serial === unit.serialNumber;
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded) return undefined;
    const controller = new AbortController();
    setFailure(null);
    void (async () => {
      const handler = await loadHandler('loadSystemInfo');
      const outcome = await handler({ api, config, params, query: new URLSearchParams(search), path, signal: controller.signal });
      if (controller.signal.aborted) return; // the screen is gone (or StrictMode's first mount)
      if (isFailure(outcome)) setFailure(outcome.message);
      else if (outcome.kind !== 'ready') emit(outcome.kind);
    })();
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per attempt, not per render
  }, [loaded, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // the live store (not the snapshot): screens pass it to pure models; the snapshot above re-renders
  return { data: loaded ? systemInfo.data : null, failure, retry };
}
