// The setup screens' view of the shared system-info loader (../service/useSystemInfo.ts): a lookup
// result other than ready leads on as the flow maps it (/error, Z-42) instead of being said in place;
// a request failure stays here with Try again.
import { useEffect } from 'react';
import type { SystemInfo } from '../../handlers/data.ts';
import { systemInfo } from '../../state/systemInfo.ts';
import { useSystemInfo, type LookupOutcome, type SystemInfoState as LoaderState } from '../service/useSystemInfo.ts';

export interface SystemInfoState extends Omit<LoaderState, 'data'> {
  /** The live store object (not a snapshot): screens pass it to pure models. */
  data: SystemInfo | null;
}

export function useCurrentSystemInfo(emit: (outcome: LookupOutcome) => void): SystemInfoState {
  const info = useSystemInfo();
  const outcome = info.problem?.outcome;
  useEffect(() => {
    if (outcome) emit(outcome);
  }, [outcome, emit]);
  return { ...info, data: info.data ? systemInfo.data : null };
}
