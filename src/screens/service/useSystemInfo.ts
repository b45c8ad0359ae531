// Every service screen needs the system info of the unit in view (src/state/viewedUnit.ts). After a
// reload (the store is not persisted) or when another unit is in view, it is loaded again on arrival
// with the same handler as /reconfigure-enter-serial (H-01). Every result other than ready is said in
// place: the lookup texts (H-02…H-04; no retry for forbidden and not commissioned, Z-42) or the
// request failure.
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { SystemInfo } from '../../handlers/data.ts';
import { isFailure } from '../../handlers/types.ts';
import { systemInfo } from '../../state/systemInfo.ts';
import { useHandler } from '../../app/useHandler.ts';
import { useUnitInView } from './useUnitInView.ts';
import type { ShownFailure } from '../../ui/shownFailure.ts';

/** A lookup result other than ready, as the setup screens' kinds emit it (Z-42). */
export type LookupOutcome = 'notFound' | 'forbidden' | 'notCommissioned';
/** failure: a failed call in words (shown with its way on); key: a lookup text; outcome: the lookup result's name */
export type LoadProblem = { failure?: ShownFailure; key?: string; retry: boolean; outcome?: LookupOutcome };

export interface SystemInfoState {
  serial: string;
  data: SystemInfo | null; // null while loading or after a problem
  loading: boolean;
  problem: LoadProblem | null;
  retry(): void;
}

const LOOKUP_KEYS: Record<string, LoadProblem> = {
  notFound: { key: 'lookup.notFound', retry: true, outcome: 'notFound' },
  forbidden: { key: 'lookup.forbidden', retry: false, outcome: 'forbidden' },
  notCommissioned: { key: 'lookup.notCommissioned', retry: false, outcome: 'notCommissioned' },
};

export function useSystemInfo(): SystemInfoState {
  const runHandler = useHandler();
  const serialNumber = useUnitInView();
  const snap = useSnapshot(systemInfo);
  const current = snap.serial === serialNumber && snap.data !== null;
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<LoadProblem | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    setProblem(null);
    const outcome = await runHandler('loadSystemInfo', undefined);
    if (outcome === undefined) return; // screen left
    setLoading(false);
    if (isFailure(outcome)) setProblem({ failure: outcome.message, retry: true });
    else if (outcome.kind !== 'ready') setProblem(LOOKUP_KEYS[outcome.kind] ?? LOOKUP_KEYS.notFound);
  }, [runHandler]);

  useEffect(() => {
    if (!current && serialNumber) void load();
  }, [current, serialNumber, load]);

  return { serial: serialNumber, data: current ? (snap.data as SystemInfo) : null, loading: loading || (!current && !problem), problem, retry: () => void load() };
}
