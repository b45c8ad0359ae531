// What a setup screen shows until its system info is there (see ../service/LoadState.tsx).
import { LoadState } from '../service/LoadState.tsx';
import type { SystemInfoState } from './useCurrentSystemInfo.ts';

export function SystemInfoLoading({ state }: { state: SystemInfoState }) {
  return <LoadState loading={state.loading} problem={state.problem?.outcome ? null : state.problem} onRetry={state.retry} loadingText="deliverySetup.loading" />;
}
