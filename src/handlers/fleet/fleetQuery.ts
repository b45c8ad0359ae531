// The fleet list at scale: search as you type by address, SolShare name or serial; filter
// by health; sort by address, health or last change. Pure and fast: the index is built once per
// loaded fleet, and a keystroke is one substring test per site (1,000 sites: well under 1 ms).
import type { FleetSite } from '../../api/types.ts';
import { HEALTH_ORDER, healthRank, isHealth, type Health } from './health.ts';

/** A site of the fleet API as a screen holds it (a store's snapshot is read-only all the way down). */
type ShownSite = Omit<FleetSite, 'serials'> & { readonly serials?: readonly string[] };

export interface FleetEntry {
  site: ShownSite;
  health: Health | null; // null: the API did not say
  changed: number; // epoch ms, 0 when unknown
  text: string; // address and name, folded (see fold)
  serials: string; // serials without separators, folded: "3P35A8001 2P1008002"
  place: number; // position in address order (see addressKey), so sorting compares numbers
}

export const FLEET_SORTS = ['address', 'health', 'lastChange'] as const;
export type FleetSort = (typeof FLEET_SORTS)[number];
export type HealthFilter = Health | 'all';
export const HEALTH_FILTERS: readonly HealthFilter[] = ['all', ...HEALTH_ORDER];

/** "Hauptstraße 12, München" → "hauptstrasse 12, munchen": case, accents and ß do not matter */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');
}

/** serials and what is typed for them compare without `_`, `-` and spaces (Z-10): "3p-35a 80" → "3p35a80" */
const squash = (s: string) => fold(s).replace(/[\s_-]+/g, '');

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** by street, then house number: "12 George Street, Sydney" → "George Street, Sydney 12" */
export function addressKey(address: string): string {
  const m = /^(\d+[a-z]?(?:[-/]\d+[a-z]?)?)\s+(.*)$/i.exec(address.trim());
  return m ? `${m[2]} ${m[1]}` : address.trim();
}

export function indexFleet(sites: readonly ShownSite[]): FleetEntry[] {
  const entries = sites.map((site) => ({
    site,
    health: isHealth(site.worstState) ? site.worstState : null,
    changed: site.lastChange ? Date.parse(site.lastChange) || 0 : 0,
    text: fold(`${site.address}\n${site.solshareName ?? ''}`),
    serials: (site.serials ?? []).map(squash).join(' '),
    place: 0,
  }));
  const keys = new Map(entries.map((e) => [e, addressKey(e.site.address)]));
  [...entries]
    .sort((a, b) => collator.compare(keys.get(a)!, keys.get(b)!))
    .forEach((e, i) => {
      e.place = i;
    });
  return entries;
}

export interface TextQuery {
  words: string[];
  serial: string;
}

/** what was typed, folded once per keystroke */
export function prepareText(text: string): TextQuery {
  return {
    words: fold(text)
      .split(/[\s,]+/)
      .filter(Boolean),
    serial: squash(text),
  };
}

/**
 * True when `typed` goes on from `answered` (more letters, more words): every site it matches, the
 * answer to `answered` holds, so those sites can be narrowed on the phone before the server answers.
 * 'mart' → 'martin' true; 'martin' → 'mart' false; 'martin' → 'martin' false.
 */
export function narrowsTo(answered: string, typed: string): boolean {
  const was = fold(answered).trim();
  const now = fold(typed).trim();
  return now !== was && now.startsWith(was);
}

/** A search of the fleet: its text, the health picked and the order. */
export interface FleetAsk {
  text: string;
  health: HealthFilter;
  sort: FleetSort;
}

/**
 * Whether the sites shown, the server's answer to `answered`, stand in for `asked` until its own answer
 * comes: narrowed on the phone to those that match. The same order only (another order is the server's
 * to give), and not when both ask the same.
 */
export function narrowsOnPhone(answered: FleetAsk, asked: FleetAsk): boolean {
  const same = fold(answered.text).trim() === fold(asked.text).trim() && answered.health === asked.health;
  return answered.sort === asked.sort && !same;
}

/** What the answer shown says about the fleet beyond its sites. */
export interface AnswerShown {
  /** sites per health for the answered text */
  counts: Record<HealthFilter, number> | undefined;
  /** the last page of the answer is in: the sites shown are all it has */
  everyPageIn: boolean;
  /** the sites shown once narrowed to `asked` */
  narrowedCount: number;
}

/**
 * How many sites the count line can say for `asked` while the answer to `answered` is narrowed on the
 * phone, or null where only the server can count ("Searching…"): the answer counted each health for its
 * own text; a narrower search of an answer with every page in is the sites left; nothing else.
 */
export function countWhileNarrowed(answered: FleetAsk, asked: FleetAsk, shown: AnswerShown): number | null {
  const sameText = fold(answered.text).trim() === fold(asked.text).trim();
  if (sameText && shown.counts && asked.health !== 'all') return shown.counts[asked.health];
  const textNarrows = sameText || narrowsTo(answered.text, asked.text);
  const healthNarrows = answered.health === asked.health || answered.health === 'all';
  return textNarrows && healthNarrows && shown.everyPageIn ? shown.narrowedCount : null;
}

/** every word typed must appear in the address or name, or the whole text in a serial */
export function matchesText(entry: FleetEntry, q: TextQuery): boolean {
  if (q.words.length === 0) return true;
  if (q.words.every((w) => entry.text.includes(w))) return true;
  return q.serial.length > 0 && entry.serials.includes(q.serial);
}

const byAddress = (a: FleetEntry, b: FleetEntry) => a.place - b.place;
const rank = (e: FleetEntry) => (e.health === null ? HEALTH_ORDER.length : healthRank(e.health));

/** health: worst first, then the newest change; lastChange: newest first; ties by address */
export function compareEntries(sort: FleetSort): (a: FleetEntry, b: FleetEntry) => number {
  switch (sort) {
    case 'address':
      return byAddress;
    case 'health':
      return (a, b) => rank(a) - rank(b) || b.changed - a.changed || byAddress(a, b);
    case 'lastChange':
      return (a, b) => b.changed - a.changed || byAddress(a, b);
  }
}

export const isFleetSort = (v: unknown): v is FleetSort => (FLEET_SORTS as readonly unknown[]).includes(v);
