// The user's fleet of sites (K-16), fetched whole where an installer picks one of their own sites
// (/my-sites, C-07); how /view-fleet is searched, filtered, sorted and scrolled, kept while the user
// opens a site and comes back (not persisted); and the pages of /view-fleet last seen, kept on the
// phone so the fleet can be shown offline (fleetPages below).
// The sites are plain data (ref): valtio's per-access tracking of every site cost more than the
// list itself.
import { proxy, ref } from 'valtio/vanilla';
import type { FleetPage, FleetSite, FleetSortOrder, UnitState } from '../api/types.ts';
import { readSaved, writeSaved } from './persist.ts';
import { arrayOf, isRecord, num, object, str, type Shape } from './shape.ts';

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

// --- the last pages seen, for offline ---

/** lists kept (one per search, filter and sort) and pages kept per list: ~200 KB at most */
const KEPT_LISTS = 3;
const KEPT_PAGES = 10;

interface SavedList {
  key: string; // the query, e.g. "george|critical|health"
  savedAt: number; // epoch ms of the newest page
  pages: FleetPage[]; // in order, the first page first
}
interface SavedFleet {
  email: string;
  lists: SavedList[];
}

// a page is checked for what the list reads; a site's optional fields are the API's to leave out
const site: Shape<FleetSite> = ((v: unknown, at: string) =>
  object<Pick<FleetSite, 'id' | 'address' | 'country'>>({ id: num, address: str, country: str as Shape<never> })(
    v,
    at,
  )) as Shape<FleetSite>;
const page: Shape<FleetPage> = ((v: unknown, at: string) =>
  isRecord(v) && isRecord(v.counts) && (v.nextCursor === null || typeof v.nextCursor === 'string')
    ? object<Pick<FleetPage, 'sites' | 'total'>>({ sites: arrayOf(site), total: num })(v, at)
    : `${at}: expected a page of sites`) as Shape<FleetPage>;
const savedShape = object<SavedFleet>({
  email: str,
  lists: arrayOf(object<SavedList>({ key: str, savedAt: num, pages: arrayOf(page) })),
});

const SAVED = 'fleetPages';
let saved: SavedFleet | undefined; // read from storage once, on first use

function current(email: string): SavedFleet {
  saved ??= readSaved(SAVED, 1, savedShape);
  if (!saved || saved.email !== email) saved = { email, lists: [] };
  return saved;
}

/** sites of pages seen lately, by id: the heading of a site opened from the list (a Map keeps insertion order) */
const seen = new Map<number, FleetSite>();
const SEEN_SITES = 2000;

export function fleetSiteSeen(id: number): FleetSite | undefined {
  return seen.get(id) ?? fleet.sites.find((s) => s.id === id);
}

/** Keeps a page just fetched: the first page starts the list again (it may have changed). */
export function keepFleetPage(email: string, key: string, index: number, p: FleetPage, at: number): void {
  for (const s of p.sites) {
    seen.delete(s.id); // to the end: the newest stay
    seen.set(s.id, s);
  }
  while (seen.size > SEEN_SITES) seen.delete(seen.keys().next().value as number);
  const all = current(email);
  const kept = all.lists.find((l) => l.key === key);
  const pages = index === 0 ? [] : (kept?.pages.slice(0, index) ?? []);
  if (pages.length !== index || index >= KEPT_PAGES) return; // a gap, or enough kept
  const list: SavedList = { key, savedAt: at, pages: [...pages, p] };
  all.lists = [list, ...all.lists.filter((l) => l.key !== key)].slice(0, KEPT_LISTS);
  writeSaved(SAVED, 1, all);
}

/** The page last seen at that place of that list, and when, or undefined. */
export function keptFleetPage(
  email: string,
  key: string,
  index: number,
): { page: FleetPage; savedAt: number } | undefined {
  const list = current(email).lists.find((l) => l.key === key);
  const p = list?.pages[index];
  return p && list ? { page: p, savedAt: list.savedAt } : undefined;
}

/** Another user's fleet must not stay on a shared phone. */
export function forgetFleetPages(): void {
  saved = undefined;
  seen.clear();
  writeSaved(SAVED, 1, undefined);
}
