// D-02, D-07, D-18: the search's first request, sent as soon as /commission/3 holds a valid serial, while the
// installer checks it against the label and reaches for NEXT. The search (/commission/5) takes that answer as
// its first poll instead of asking again: on a roof's signal the tap then finds the unit's answer here rather
// than waiting a round trip (bench:phone). The unit's saved configuration is asked beside it, as the search
// itself asks it.
//   - Only an answer asked no longer than one poll interval ago is taken: it is as current as the polling
//     would have kept it; an older one is dropped and the search asks afresh.
//   - It is taken once, and only for the serial and the person it was asked for: a serial typed on (`…_TEST`)
//     asks again, and another person logged in on the same phone never gets the first one's answer (the unit
//     may be theirs to see, its saved configuration too, and not the second's).
//   - Nothing is asked logged out or with no signal; a failed request is not taken (the search asks again).
import type { ApiFailure } from '../../api/failure.ts';
import type { ProviderApi } from '../../api/provider.ts';
import { isLoggedIn, session } from '../../state/session.ts';
import type { Serial } from '../rules/serial.ts';
import { searchUnitOnce, type SearchStep } from './searchOnce.ts';

export interface SearchAsked {
  serial: Serial;
  by: string | null; // the session's email when it was asked
  at: number; // when it was asked (epoch ms)
  search: Promise<SearchStep>;
  savedConfig: ReturnType<ProviderApi['getSavedConfig']>;
}

let asked: SearchAsked | null = null;

/** Asks the unit's search once for `serial`, unless it was asked for it within `freshForMs`. */
export function askSearchAhead(api: ProviderApi, serial: Serial, freshForMs: number): void {
  if (asked && asked.serial === serial && asked.by === session.email && Date.now() - asked.at <= freshForMs) return;
  if (!isLoggedIn() || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
  asked = {
    serial,
    by: session.email,
    at: Date.now(),
    search: searchUnitOnce(api, serial).catch((error: unknown) => ({ kind: 'callFailed', failure: notAsked(error) })),
    savedConfig: api.getSavedConfig(serial).catch(notAsked),
  };
}

// the client's code could not be fetched (no signal before the service worker holds it): a failed ask, asked again
const notAsked = (error: unknown): ApiFailure => ({ ok: false, status: 0, kind: 'offline', message: String(error) });

/** The answers asked ahead for `serial` by the person now logged in, if asked within `freshForMs`; taken once. */
export function takeSearchAhead(serial: Serial, freshForMs: number): SearchAsked | null {
  const found = asked;
  asked = null;
  const fresh = found && Date.now() - found.at <= freshForMs;
  return fresh && found.serial === serial && found.by === session.email ? found : null;
}
