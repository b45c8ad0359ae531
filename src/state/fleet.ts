// The user's fleet of sites (K-16), fetched whole where an installer picks one of their own sites
// (/my-sites, C-07); how /view-fleet is searched, filtered, sorted and scrolled, kept while the user
// opens a site and comes back (not persisted); and the pages of /view-fleet last seen, kept on the
// phone so the fleet can be shown offline (src/state/fleetPages.ts; forgotten here with the user's data,
// so a logout's reset does not carry the pages' code into the first screen's chunk).
// The sites are plain data (ref): valtio's per-access tracking of every site cost more than the
// list itself.
import { proxy, ref } from 'valtio/vanilla';
import type { FleetPage, FleetSite, FleetSortOrder, UnitState } from '../api/types.ts';
import { writeSaved } from './persist.ts';

export const fleet = proxy({ sites: ref([] as FleetSite[]), loaded: false });

export function setFleetSites(sites: FleetSite[]): void {
  fleet.sites = ref(sites);
  fleet.loaded = true;
}

export const fleetView = proxy({
  text: '',
  health: 'all' as UnitState | 'all',
  sort: 'health' as FleetSortOrder,
  /** how far down the list was scrolled, px: back from a site shows the same place */
  scrollTop: 0,
});

export function resetFleetView(): void {
  Object.assign(fleetView, { text: '', health: 'all', sort: 'health', scrollTop: 0 });
}

// --- the last pages seen, for offline (src/state/fleetPages.ts keeps them) ---

export interface SavedList {
  key: string; // the query, e.g. "george|critical|health"
  savedAt: number; // epoch ms of the newest page
  pages: FleetPage[]; // in order, the first page first
}
export interface SavedFleet {
  email: string;
  lists: SavedList[];
}

export const FLEET_PAGES = 'fleetPages'; // its key in storage

/** What fleetPages.ts holds in memory: the saved lists, read from storage once, and sites of pages seen lately. */
export const keptPages = {
  saved: undefined as SavedFleet | undefined,
  /** by id: the heading of a site opened from the list (a Map keeps insertion order) */
  seen: new Map<number, FleetSite>(),
};

export function fleetSiteSeen(id: number): FleetSite | undefined {
  return keptPages.seen.get(id) ?? fleet.sites.find((s) => s.id === id);
}

/** Another user's fleet must not stay on a shared phone. */
export function forgetFleetPages(): void {
  keptPages.saved = undefined;
  keptPages.seen.clear();
  writeSaved(FLEET_PAGES, 1, undefined);
}
