// The fleet by pages (fleetSites, fleetSummary in openapi.yaml): search, health filter, sort and a
// cursor, over the same index and matching rules the app used when it held the whole fleet
// (src/handlers/fleet/fleetQuery.ts), so a search finds the same sites as before. A large fleet's
// index and its three orders are built once and kept until a site changes (Model.fleetVersion) or
// for FRESH_MS, so a keystroke costs one pass over the sites, not a sort of 50,000.
import type { components } from '../src/api/schema';
import {
  compareEntries,
  FLEET_SORTS,
  indexFleet,
  matchesText,
  prepareText,
  type FleetEntry,
  type FleetSort,
} from '../src/handlers/fleet/fleetQuery';
import { siteSummary } from './fleetSummary';
import type { Model } from './model';

type S = components['schemas'];

export const DEFAULT_PAGE = 50;
/** a unit's state may change without a site changing (a run ends): a cached index lives this long at most */
const FRESH_MS = 10_000;
/** smaller fleets are indexed on every request: cheap, and always current */
const CACHE_FROM = 2000;

interface Indexed {
  version: number;
  builtAt: number;
  entries: FleetEntry[];
  sorted: Partial<Record<FleetSort, FleetEntry[]>>;
}
const cache = new WeakMap<Model, Map<string, Indexed>>();

function indexOf(model: Model, email: string): Indexed {
  const mine = cache.get(model) ?? cache.set(model, new Map()).get(model)!;
  const kept = mine.get(email);
  if (kept && kept.version === model.fleetVersion && Date.now() - kept.builtAt < FRESH_MS) return kept;
  const sites = model.fleetOf(email).map((site) => siteSummary(model, site));
  const built: Indexed = { version: model.fleetVersion, builtAt: Date.now(), entries: indexFleet(sites), sorted: {} };
  if (sites.length >= CACHE_FROM) mine.set(email, built);
  else mine.delete(email);
  return built;
}

function sortedBy(index: Indexed, sort: FleetSort): FleetEntry[] {
  return (index.sorted[sort] ??= [...index.entries].sort(compareEntries(sort)));
}

export interface PageQuery {
  q: string;
  health: S['UnitState'] | undefined;
  sort: FleetSort;
  limit: number;
  offset: number;
}

// a cursor is where the next page starts, as text a URL carries: 50 → "bzo1MA" (base64url of "o:50")
export const cursorAt = (offset: number): string => Buffer.from(`o:${offset}`).toString('base64url');
export function offsetOf(cursor: string): number | null {
  const m = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return m ? Number(m[1]) : null;
}

export const isFleetSort = (v: string): v is FleetSort => (FLEET_SORTS as readonly string[]).includes(v);

function countsOf(entries: readonly FleetEntry[], match: (e: FleetEntry) => boolean): S['FleetCounts'] {
  const counts: S['FleetCounts'] = { all: 0, critical: 0, offline: 0, attention: 0, ok: 0 };
  for (const e of entries) {
    if (!match(e)) continue;
    counts.all += 1;
    if (e.health) counts[e.health] += 1;
  }
  return counts;
}

export function fleetPage(model: Model, email: string, query: PageQuery): S['FleetPage'] {
  const index = indexOf(model, email);
  const text = prepareText(query.q);
  const byText = (e: FleetEntry) => matchesText(e, text);
  const shown = sortedBy(index, query.sort).filter(
    (e) => (query.health === undefined || e.health === query.health) && byText(e),
  );
  const end = query.offset + query.limit;
  return {
    sites: shown.slice(query.offset, end).map((e) => ({ ...e.site, serials: [...(e.site.serials ?? [])] })),
    total: shown.length,
    nextCursor: end < shown.length ? cursorAt(end) : null,
    counts: countsOf(index.entries, byText),
  };
}

export function fleetCounts(model: Model, email: string, q: string): S['FleetCounts'] {
  const text = prepareText(q);
  return countsOf(indexOf(model, email).entries, (e) => matchesText(e, text));
}
