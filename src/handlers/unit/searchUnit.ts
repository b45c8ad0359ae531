// The unit search (D-07…D-19, Y.13), reusable by the commissioning run (D-17, Z-41).
//
//   searchUntilTerminal(api, serial, timing, signal, options?): Promise<SearchResult>
//     polls every timing.searchPollMs, one request at a time, until a terminal result or
//     timing.searchTimeoutMs (→ unreachable, D-16). Sends nothing once `signal` aborts (→ aborted).
//     A failed request ends the search with that failure: a server problem, no signal on the phone,
//     a refusal or a time-out says nothing about the unit, so it is not "unit offline" (/commission/6/1
//     and its Wi-Fi steps are for a unit still answering 406 at the search timeout); the screen says
//     what failed and offers Try again.
//     With no signal on the phone it waits for signal before the next request (pollPause.ts).
//     options.retryVariant (D-17): ready and commissioning → 'stay'.
//     options.recommissioning (Z-41, only with retryVariant): alreadyCommissioned → 'stay' too.
//     A result carries the unit facts (D-19) when the unit answered.
//
// The searchUnit handler (/commission/5) is the normal search for the serial it is handed (the job's
// unit): on ready it restores the saved config (D-18, Z-58), then keeps the facts and applies D-25
// before /commission/8.
import type { ApiFailure } from '../../api/failure.ts';
import type { ProviderApi } from '../../api/provider.ts';
import type { SearchMeterResponse } from '../../api/types.ts';
import type { Timing } from '../../config/appConfig.ts';
import { project } from '../../state/project.ts';
import { wifi } from '../../state/wifi.ts';
import { methodOnDetection } from '../rules/deliveryMethod.ts';
import { failedCall } from '../types.ts';
import { pauseBetweenPolls } from '../pollPause.ts';
import { serialFromInput } from '../rules/serial.ts';
import { restoreSavedConfig } from './restoreSavedConfig.ts';
import { takeSearchAhead } from './searchAhead.ts';
import { searchUnitOnce, type SearchStep, type SearchTerminal } from './searchOnce.ts';
import { handler } from '../define.ts';

export type SearchResult =
  | { kind: SearchTerminal | 'stay'; facts: SearchMeterResponse }
  | { kind: 'unreachable' } // still offline (406) at the search timeout (D-16, Y.13)
  | { kind: 'callFailed'; failure: ApiFailure } // the request failed
  | { kind: 'aborted' };

export interface SearchOptions {
  retryVariant?: boolean;
  recommissioning?: boolean;
  /** called after every 406, so a screen can say it is waiting for the unit to come online (D-10) */
  onOffline?: () => void;
  /** the first poll's answer, asked ahead (searchAhead.ts); a failed one is asked again */
  firstAnswer?: Promise<SearchStep>;
}

export async function searchUntilTerminal(
  api: ProviderApi,
  serial: string,
  timing: Pick<Timing, 'searchPollMs' | 'searchTimeoutMs'>,
  signal: AbortSignal,
  options: SearchOptions = {},
): Promise<SearchResult> {
  const deadline = Date.now() + timing.searchTimeoutMs;
  let asked = options.firstAnswer;
  while (!signal.aborted) {
    const ahead = asked && (await asked);
    asked = undefined;
    const step = ahead && ahead.kind !== 'callFailed' ? ahead : await searchUnitOnce(api, serial, signal);
    if (signal.aborted) break; // a late reply after the screen is gone changes nothing
    if (step.kind === 'callFailed') return step;
    if (step.kind !== 'offline') return { kind: variantOf(step.kind, options), facts: step.facts };
    options.onOffline?.();
    if (Date.now() >= deadline) return { kind: 'unreachable' }; // still 406 at the timeout (Y.13)
    await pauseBetweenPolls(Math.min(timing.searchPollMs, deadline - Date.now()), signal);
  }
  return { kind: 'aborted' };
}

/** D-17, Z-41: the retry variant keeps the user where they are for ready and commissioning. */
function variantOf(kind: SearchTerminal, { retryVariant, recommissioning }: SearchOptions): SearchTerminal | 'stay' {
  if (!retryVariant) return kind;
  if (kind === 'ready' || kind === 'commissioning') return 'stay';
  if (kind === 'alreadyCommissioned' && recommissioning) return 'stay';
  return kind;
}

/** D-19: keep what the search told us; the wifi line and icon use connected/ssid too. */
export function keepUnitFacts(serial: string, facts: SearchMeterResponse): void {
  project.unit = {
    updateTask: [...(facts.updateTask ?? [])],
    forceUpdate: facts.forceUpdate === true,
    swVersion: facts.swVersion ?? null,
    connected: facts.connected ?? null,
    ssid: facts.ssid ?? null,
  };
  Object.assign(wifi, { serial, connected: facts.connected ?? null, ssid: facts.ssid ?? null });
}

// D-07…D-16: the search for the serial /commission/5 hands it (the job's unit, typed on /commission/3 or scanned on /commission/4)
export const searchUnit = handler(
  {
    input: 'serial',
    outcomes: [
      'ready',
      'commissioning',
      'notFound',
      'alreadyCommissioned',
      'needsPowerCycle',
      'forbidden',
      'notCommissioned',
      'unreachable',
    ],
  },
  async ({ api, config, signal, progress, input }) => {
    const serial = serialFromInput(input);
    // the first poll and the saved config, asked while the serial was typed, if they are fresh (searchAhead.ts)
    const ahead = takeSearchAhead(serial, config.timing.searchPollMs);
    // D-08 restores the saved config of a unit found ready. It is asked for beside the search, so a unit ready at
    // the first answer reaches /commission/8 after one round trip, not two (bench:phone); after a wait it is asked anew
    const savedConfig = ahead
      ? answeredOrAskAgain(ahead.savedConfig, api, serial, signal)
      : api.getSavedConfig(serial, signal);
    let waited = false;
    // D-10: the screen says it is waiting for the unit to come online
    const result = await searchUntilTerminal(api, serial, config.timing, signal, {
      ...(ahead ? { firstAnswer: ahead.search } : {}),
      onOffline: () => {
        waited = true;
        progress?.({ phase: 'unitOffline' });
      },
    });
    if (result.kind === 'callFailed') return failedCall(result.failure, 'search'); // said on /commission/5 with Try again
    if (result.kind === 'aborted' || result.kind === 'unreachable') return { kind: 'unreachable' };
    if (result.kind === 'stay') throw new Error('The normal search never stays (D-17 is the retry variant).');
    if (result.kind === 'ready') {
      const answer = waited ? api.getSavedConfig(serial, signal) : savedConfig;
      await restoreSavedConfig(serial, answer, signal); // D-08: before /commission/8
      if (signal.aborted) return { kind: 'unreachable' };
    }
    keepUnitFacts(serial, result.facts);
    const method = methodOnDetection(serial); // D-25
    if (result.kind === 'ready' && method) project.solarDeliveryMethod = method;
    return { kind: result.kind };
  },
);

/** The saved config asked ahead, or asked again when that request failed (no signal while the serial was typed). */
async function answeredOrAskAgain(
  asked: ReturnType<ProviderApi['getSavedConfig']>,
  api: ProviderApi,
  serial: string,
  signal: AbortSignal,
): ReturnType<ProviderApi['getSavedConfig']> {
  const answer = await asked;
  return answer.ok ? answer : api.getSavedConfig(serial, signal);
}
