// The pages of /view-fleet last seen, kept on the phone so the fleet can be shown offline: a few
// lists (one per search, filter and sort), each its first pages, checked when read back. Loaded with
// the fleet's handlers; src/state/fleet.ts forgets them with the user's data.
import type { FleetPage, FleetSite } from '../api/types.ts';
import { FLEET_PAGES, keptPages, type SavedFleet, type SavedList } from './fleet.ts';
import { readSaved, writeSaved } from './persist.ts';
import { arrayOf, isRecord, num, object, str, type Shape } from './shape.ts';

/** lists kept (one per search, filter and sort) and pages kept per list: ~200 KB at most */
const KEPT_LISTS = 3;
const KEPT_PAGES = 10;
const SEEN_SITES = 2000;

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

/** this user's saved lists, read from storage once, on first use */
function current(email: string): SavedFleet {
  keptPages.saved ??= readSaved(FLEET_PAGES, 1, savedShape);
  if (!keptPages.saved || keptPages.saved.email !== email) keptPages.saved = { email, lists: [] };
  return keptPages.saved;
}

/** Keeps a page just fetched: the first page starts the list again (it may have changed). */
export function keepFleetPage(email: string, key: string, index: number, p: FleetPage, at: number): void {
  const { seen } = keptPages;
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
  writeSaved(FLEET_PAGES, 1, all);
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
