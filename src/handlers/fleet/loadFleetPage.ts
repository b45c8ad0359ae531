// One page of /view-fleet (H-38): the server searches, filters and sorts (fleetSites), so
// the phone holds only the pages it shows. Each page fetched is kept on the phone; with no network
// the same page last seen is shown instead, marked with when it was seen. A search overtaken by the
// next keystroke is cancelled through ctx.signal.
import type { FleetPage, FleetSite } from '../../api/types.ts';
import { keepFleetPage, keptFleetPage } from '../../state/fleetPages.ts';
import { session } from '../../state/session.ts';
import { handler } from '../define.ts';
import { failedCall } from '../types.ts';
import { isFleetSort } from './fleetQuery.ts';
import { isHealth } from './health.ts';

export const FLEET_PAGE_SIZE = 50;
/** a site of the list, as the screens draw it */
export type FleetListSite = FleetSite;

export interface FleetPageData {
  page: FleetPage;
  /** epoch ms the page was fetched when it comes from the phone (no network), else null */
  offlineSince: number | null;
}

/** "  George " → "george|critical|health": the same list whatever the case or spaces typed */
export const fleetListKey = (q: { text: string; health: string; sort: string }) =>
  `${q.text.trim().toLowerCase()}|${q.health}|${q.sort}`;

export const loadFleetPage = handler({ input: 'fleetQuery', outcomes: ['loaded'] }, async ({ api, input, signal }) => {
  const q = input ?? { text: '', health: 'all', sort: 'health', cursor: null, index: 0 };
  const result = await api.fleetSites(
    {
      q: q.text.trim(),
      health: isHealth(q.health) ? q.health : undefined,
      sort: isFleetSort(q.sort) ? q.sort : undefined,
      limit: FLEET_PAGE_SIZE,
      cursor: q.cursor ?? undefined,
    },
    signal,
  );
  const email = session.email ?? '';
  const key = fleetListKey(q);
  if (result.ok) {
    keepFleetPage(email, key, q.index, result.data, Date.now());
    return { kind: 'loaded', data: { page: result.data, offlineSince: null } satisfies FleetPageData };
  }
  const kept = result.kind === 'offline' || result.kind === 'timeout' ? keptFleetPage(email, key, q.index) : undefined;
  if (kept) return { kind: 'loaded', data: { page: kept.page, offlineSince: kept.savedAt } satisfies FleetPageData };
  return failedCall(result, 'fleet'); // worded as the fleet's, never as a serial's
});
