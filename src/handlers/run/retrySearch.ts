// The unit search inside the commissioning run: the "retry variant" (D-17, Y.13, Z-41), reusing the
// unit area's searchUntilTerminal. Ready (200) and commissioning (205) let the run go on (and 409
// while re-commissioning); every other result leaves the run for its own page. Clearing the serial
// ends the search at once, like an abort (E-53).
import { subscribe } from 'valtio/vanilla';
import type { ApiFailure } from '../../api/failure.ts';
import type { ProviderApi } from '../../api/provider.ts';
import type { Timing } from '../../config/appConfig.ts';
import { project } from '../../state/project.ts';
import { searchUntilTerminal } from '../unit/searchUnit.ts';

export type RetrySearchResult =
  | 'continue'
  | 'joinRun' // 205: the unit is commissioning already (another phone, a lost tab): follow that run
  | 'notFound' // → /commission/6/2
  | 'alreadyCommissioned' // → /commission/7
  | 'needsPowerCycle' // → /commission/6/3
  | 'forbidden' // → error page, no retry
  | 'notCommissioned' // → error page, no retry
  | 'unreachable' // still offline at the timeout → /commission/6/1
  | { failed: ApiFailure } // the request failed: said on /commission/21 with Try again, not "unit offline"
  | 'aborted'; // the screen is gone, or the serial was cleared

export async function retrySearch(
  api: ProviderApi,
  serial: string,
  timing: Pick<Timing, 'searchPollMs' | 'searchTimeoutMs'>,
  signal: AbortSignal,
  recommissioning: boolean,
): Promise<RetrySearchResult> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, { once: true });
  const unsubscribe = subscribe(
    project,
    () => {
      if (project.serialNumber !== serial) stop();
    },
    true,
  ); // synchronous, so no request starts after the serial is cleared
  try {
    const result = await searchUntilTerminal(api, serial, timing, controller.signal, {
      retryVariant: true,
      recommissioning,
    });
    if (controller.signal.aborted) return 'aborted';
    if (result.kind === 'stay') return result.facts.code === 205 ? 'joinRun' : 'continue';
    if (result.kind === 'ready' || result.kind === 'commissioning') return 'continue'; // not produced by the retry variant
    if (result.kind === 'callFailed') return { failed: result.failure };
    return result.kind;
  } finally {
    unsubscribe();
    signal.removeEventListener('abort', stop);
  }
}
