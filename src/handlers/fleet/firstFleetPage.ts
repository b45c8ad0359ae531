// The first page of /view-fleet, sent as the route opens (the fleet kind's onOpen) from this small
// chunk: the call waits only for it and the API client's code, not for the list's code, TanStack Query
// and the handlers' registry, which arrive while it travels (and the answer's checks with them). loadFleetPage then takes that call instead
// of sending its own. A page the list already holds fresh is not asked for again (no call the list
// would not have made), and a call nobody takes is dropped.
import { prepareAnswerChecks } from '../../api/request.ts';
import type { ApiResult } from '../../api/result.ts';
import type { FleetPage } from '../../api/types.ts';
import type { ProviderApi } from '../../api/provider.ts';
import { fleetView } from '../../state/fleet.ts';
import { session } from '../../state/session.ts';
import { isFleetSort } from './fleetQuery.ts';
import { isHealth } from './health.ts';

const FLEET_PAGE_SIZE = 50;
/** how long the list (src/screens/fleet/useFleetList.ts) holds a page as fresh, not asking again */
export const FLEET_STALE_MS = 30_000;
const FRESH_MS = FLEET_STALE_MS + 1000; // a page shown just before the list holds it: never a call it would not take

interface ListQuery {
  text: string;
  health: string;
  sort: string;
}

/** "  George " → "george|critical|health": the same list whatever the case or spaces typed */
export const fleetListKey = (q: ListQuery) => `${q.text.trim().toLowerCase()}|${q.health}|${q.sort}`;

/** the fleetSites query of one page of a list */
export const fleetSitesQuery = (q: ListQuery, cursor: string | null) => ({
  q: q.text.trim(),
  health: isHealth(q.health) ? q.health : undefined,
  sort: isFleetSort(q.sort) ? q.sort : undefined,
  limit: FLEET_PAGE_SIZE,
  cursor: cursor ?? undefined,
});

type Answer = Promise<ApiResult<FleetPage>>;
const sent = new Map<string, { at: number; answer: Answer }>(); // sent as the route opened, not yet taken
const asking = new Set<string>(); // a first page on its way
const answeredAt = new Map<string, number>(); // when a first page was last shown

const idOf = (email: string, q: ListQuery) => `${email}|${fleetListKey(q)}`;

/** /view-fleet opening: the first page of the list the screen will show (search, filter, sort kept in fleetView) */
export function sendFirstFleetPage(api: ProviderApi): void {
  const q = { text: fleetView.text, health: fleetView.health, sort: fleetView.sort };
  const id = idOf(session.email ?? '', q);
  const shownAt = answeredAt.get(id);
  if (asking.has(id) || sent.has(id) || (shownAt !== undefined && Date.now() - shownAt < FRESH_MS)) return;
  sent.set(id, { at: Date.now(), answer: api.fleetSites(fleetSitesQuery(q, null)) });
  prepareAnswerChecks(); // the answer's checks load while it travels, not after it
}

/**
 * The first page of `q` for loadFleetPage: the call sent as the route opened when there is one (its
 * signal is its own: the list's cancel does not reach it), else a new one.
 */
export async function firstFleetPage(api: ProviderApi, email: string, q: ListQuery, signal?: AbortSignal): Answer {
  const id = idOf(email, q);
  const early = sent.get(id);
  sent.delete(id);
  asking.add(id);
  try {
    return await (early && Date.now() - early.at < FRESH_MS
      ? early.answer
      : api.fleetSites(fleetSitesQuery(q, null), signal));
  } finally {
    asking.delete(id);
  }
}

/** the list shows a first page of `q` from now on (fresh for FRESH_MS) */
export function firstFleetPageShown(email: string, q: ListQuery): void {
  answeredAt.set(idOf(email, q), Date.now());
}

/** the list's pages were dropped (a test starting afresh) */
export function forgetFirstFleetPages(): void {
  sent.clear();
  asking.clear();
  answeredAt.clear();
}
