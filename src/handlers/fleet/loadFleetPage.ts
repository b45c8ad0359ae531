// One page of /view-fleet (H-38): the server searches, filters and sorts (fleetSites), so
// the phone holds only the pages it shows. Each page fetched is kept on the phone; with no network
// the same page last seen is shown instead, marked with when it was seen. A search overtaken by the
// next keystroke is cancelled through ctx.signal.
import type { FleetPage, FleetSite } from '../../api/types.ts';
import { keepFleetPage, keptFleetPage } from '../../state/fleetPages.ts';
import { session } from '../../state/session.ts';
import { handler } from '../define.ts';
import { failedCall } from '../types.ts';
import { firstFleetPage, firstFleetPageShown, fleetListKey, fleetSitesQuery } from './firstFleetPage.ts';

/** a site of the list, as the screens draw it */
export type FleetListSite = FleetSite;

export interface FleetPageData {
  page: FleetPage;
  /** epoch ms the page was fetched when it comes from the phone (no network), else null */
  offlineSince: number | null;
}

export const loadFleetPage = handler({ input: 'fleetQuery', outcomes: ['loaded'] }, async ({ api, input, signal }) => {
  const q = input ?? { text: '', health: 'all', sort: 'health', cursor: null, index: 0 };
  const email = session.email ?? '';
  const first = q.index === 0 && !q.cursor;
  // the first page may be on its way already, sent as the route opened (firstFleetPage.ts)
  const result = first
    ? await firstFleetPage(api, email, q, signal)
    : await api.fleetSites(fleetSitesQuery(q, q.cursor), signal);
  const key = fleetListKey(q);
  const shown = (data: FleetPageData) => {
    if (first) firstFleetPageShown(email, q);
    return { kind: 'loaded' as const, data };
  };
  if (result.ok) {
    keepFleetPage(email, key, q.index, result.data, Date.now());
    return shown({ page: result.data, offlineSince: null });
  }
  const kept = result.kind === 'offline' || result.kind === 'timeout' ? keptFleetPage(email, key, q.index) : undefined;
  if (kept) return shown({ page: kept.page, offlineSince: kept.savedAt });
  return failedCall(result, 'fleet'); // worded as the fleet's, never as a serial's
});
