// The fleet list's search, filter and sort, and the health of units and sites, as tables.
import { describe, expect, it } from 'vitest';
import {
  compareEntries,
  countWhileNarrowed,
  fold,
  indexFleet,
  matchesText,
  narrowsOnPhone,
  narrowsTo,
  prepareText,
  type FleetAsk,
  type FleetEntry,
  type FleetSort,
  type HealthFilter,
} from '../../src/handlers/fleet/fleetQuery.ts';
import type { FleetSite } from '../../src/api/types.ts';
import { unitHealth } from '../../src/handlers/fleet/health.ts';

// The simulator's fleetPage composes the shipped primitives this way (simulator/fleetPages.ts)
/** the sites to show, in order */
interface FleetQuery {
  text: string;
  health: HealthFilter;
  sort: FleetSort;
}

function queryFleet(index: readonly FleetEntry[], q: FleetQuery): FleetEntry[] {
  const text = prepareText(q.text);
  const shown = index.filter((e) => (q.health === 'all' || e.health === q.health) && matchesText(e, text));
  return shown.sort(compareEntries(q.sort));
}

/** how many sites match the text in each health state, for the filter buttons */
function healthCounts(index: readonly FleetEntry[], text: string): Record<HealthFilter, number> {
  const counts: Record<HealthFilter, number> = { all: 0, critical: 0, offline: 0, attention: 0, ok: 0 };
  const q = prepareText(text);
  for (const e of index) {
    if (!matchesText(e, q)) continue;
    counts.all += 1;
    if (e.health) counts[e.health] += 1;
  }
  return counts;
}

const SITES: FleetSite[] = [
  {
    id: 1,
    address: 'Hauptstraße 12, 80331 München, Germany',
    country: 'DE',
    solshareName: 'Linden Court',
    unitCount: 2,
    worstState: 'ok',
    lastChange: '2026-11-01T10:00:00Z',
    serials: ['3P_35A_8000', '2P_100_8000'],
  },
  {
    id: 2,
    address: '12 George Street, Sydney NSW 2000, Australia',
    country: 'AU',
    solshareName: 'Harbour Flats',
    unitCount: 1,
    worstState: 'critical',
    lastChange: '2026-11-20T08:00:00Z',
    serials: ['3P_35A_8001'],
  },
  {
    id: 3,
    address: '7 Mill Lane, Leeds LS1 4AP, United Kingdom',
    country: 'GB',
    solshareName: 'Mill House',
    unitCount: 3,
    worstState: 'offline',
    lastChange: '2026-11-24T08:00:00Z',
    serials: ['3P_35A_8002', '3P_35A_8003', '3P_35A_8004'],
  },
  {
    id: 4,
    address: '5 George Street, Parramatta NSW 2150, Australia',
    country: 'AU',
    solshareName: 'Parkside',
    unitCount: 1,
    worstState: 'attention',
    lastChange: '2026-10-02T08:00:00Z',
    serials: ['2P_100_8001'],
  },
  {
    id: 5,
    address: '9 Elm Street, Austin TX 78701, United States',
    country: 'US',
    solshareName: '',
    unitCount: 4,
    worstState: 'critical',
    lastChange: '2026-11-22T08:00:00Z',
    serials: ['3P_35A_8005'],
  },
];
const index = indexFleet(SITES);
const ids = (
  text: string,
  health: Parameters<typeof queryFleet>[1]['health'] = 'all',
  sort: Parameters<typeof queryFleet>[1]['sort'] = 'address',
) => queryFleet(index, { text, health, sort }).map((e) => e.site.id);

describe('search as you type', () => {
  it.each([
    ['', [5, 4, 2, 1, 3]], // everything, by street, then number
    ['george', [4, 2]], // part of an address, any case
    ['George St Sydney', [2]], // every word must match, in any order
    ['munchen', [1]], // accents do not matter
    ['hauptstrasse', [1]], // ß = ss
    ['harbour', [2]], // the SolShare name
    ['3P_35A_8003', [3]], // a whole serial
    ['3p-35a 8003', [3]], // a serial typed loosely (Z-10)
    ['2P_100_80', [4, 1]], // part of a serial
    ['nowhere', []],
  ])('%j finds sites %j', (text, expected) => {
    expect(ids(text)).toEqual(expected);
  });
});

describe('typing on from a search the server answered', () => {
  it.each([
    ['', 'g', true],
    ['geo', 'george', true],
    ['George St', 'george st sydney', true], // case and accents as the search folds them
    ['george', 'george', false], // nothing new typed
    ['george', 'geo', false], // a shorter search finds more: only the server knows them
    ['george', 'harbour', false],
    ['3P_35A_80', '3P_35A_8003', true],
  ])('%j then %j narrows on the phone: %s', (answered, typed, narrows) => {
    expect(narrowsTo(answered, typed)).toBe(narrows);
  });

  it.each([
    ['', 'geo'],
    ['geo', 'george st'],
    ['2P_100', '2P_100_80'],
    ['ha', 'harbour'],
  ])('every site %j then %j finds is among those %j found', (answered, typed) => {
    expect(narrowsTo(answered, typed)).toBe(true);
    const before = ids(answered);
    for (const id of ids(typed)) expect(before).toContain(id);
  });
});

describe('the sites shown while the server answers a new search', () => {
  const ask = (text: string, health: HealthFilter = 'all', sort: FleetSort = 'health'): FleetAsk => ({
    text,
    health,
    sort,
  });
  it.each([
    [ask('geo'), ask('george'), true],
    [ask('george'), ask('geo'), true], // narrowed to what matches; the server's answer then adds the rest
    [ask('george'), ask('George '), false], // the same search, folded
    [ask('george'), ask('george', 'critical'), true],
    [ask('george'), ask('george', 'all', 'address'), false], // another order is the server's to give
  ])('%j answered, %j asked: narrowed on the phone %s', (answered, asked, narrowed) => {
    expect(narrowsOnPhone(answered, asked)).toBe(narrowed);
  });

  const counts = { all: 40, critical: 3, offline: 5, attention: 7, ok: 25 };
  it.each([
    // the answer counted each health for its text
    [ask('george'), ask('george', 'critical'), { counts, everyPageIn: false, narrowedCount: 2 }, 3],
    // a narrower text, every page of the answer in: the sites left are all there are
    [ask('geo'), ask('george'), { counts, everyPageIn: true, narrowedCount: 12 }, 12],
    [ask('geo', 'all'), ask('george', 'ok'), { counts, everyPageIn: true, narrowedCount: 4 }, 4],
    // more pages on the server: it alone can count
    [ask('geo'), ask('george'), { counts, everyPageIn: false, narrowedCount: 12 }, null],
    // a wider text: sites only the server has
    [ask('george'), ask('geo'), { counts, everyPageIn: true, narrowedCount: 12 }, null],
    // another health than the one answered (not all): sites only the server has
    [ask('geo', 'ok'), ask('george', 'critical'), { counts, everyPageIn: true, narrowedCount: 0 }, null],
  ])('%j answered, %j asked, %j shown: the count line says %s', (answered, asked, shown, said) => {
    expect(countWhileNarrowed(answered, asked, shown)).toBe(said);
  });
});

describe('filter by health', () => {
  it.each([
    ['critical', [5, 2]],
    ['offline', [3]],
    ['attention', [4]],
    ['ok', [1]],
  ] as const)('%s keeps only the sites in that state', (health, expected) => {
    expect(ids('', health)).toEqual(expected);
  });

  it('combines with the search', () => {
    expect(ids('george', 'critical')).toEqual([2]);
  });

  it('counts each state among the sites the search matches', () => {
    expect(healthCounts(index, '')).toEqual({ all: 5, critical: 2, offline: 1, attention: 1, ok: 1 });
    expect(healthCounts(index, 'george')).toEqual({ all: 2, critical: 1, offline: 0, attention: 1, ok: 0 });
  });
});

describe('sort', () => {
  it('by health puts the worst first, then the newest change', () => {
    expect(ids('', 'all', 'health')).toEqual([5, 2, 3, 4, 1]);
  });
  it('by last change puts the newest first', () => {
    expect(ids('', 'all', 'lastChange')).toEqual([3, 5, 2, 1, 4]);
  });
  it('by address is by street, then house number in number order', () => {
    const sites = indexFleet([
      { id: 11, address: '10 Queen Street', country: 'NZ' },
      { id: 12, address: '9 Queen Street', country: 'NZ' },
      { id: 13, address: 'Am Markt 1', country: 'DE' },
    ]);
    expect(queryFleet(sites, { text: '', health: 'all', sort: 'address' }).map((e) => e.site.id)).toEqual([13, 12, 11]);
  });
  it('keeps a site whose health the API did not give, after all others', () => {
    const sites = indexFleet([{ id: 99, address: 'A Street', country: 'AU' }, ...SITES]);
    expect(queryFleet(sites, { text: '', health: 'all', sort: 'health' }).at(-1)?.site.id).toBe(99);
    expect(queryFleet(sites, { text: '', health: 'ok', sort: 'health' }).map((e) => e.site.id)).toEqual([1]);
  });
});

describe('1,000 sites', () => {
  it('answers a keystroke in well under the 100 ms budget', () => {
    const many = indexFleet(
      Array.from({ length: 1000 }, (_, i) => ({ ...SITES[i % 5], id: i, address: `${i} ${SITES[i % 5].address}` })),
    );
    queryFleet(many, { text: '', health: 'all', sort: 'health' }); // warm up
    const start = performance.now();
    for (const text of ['g', 'ge', 'geo', 'geor', 'georg']) queryFleet(many, { text, health: 'all', sort: 'health' });
    // generous for a shared CI machine: the list itself is measured by npm run bench:fleet
    expect((performance.now() - start) / 5).toBeLessThan(25);
  });
});

describe('health', () => {
  it.each([
    [{ criticalFaults: 1, nonCriticalFaults: 1, offline: true }, 'critical'],
    [{ criticalFaults: 0, nonCriticalFaults: 1, offline: true }, 'offline'], // H-34: offline is a non-critical fault, shown as offline
    [{ criticalFaults: 0, nonCriticalFaults: 2, offline: false }, 'attention'],
    [{ criticalFaults: 0, nonCriticalFaults: 0, offline: false }, 'ok'],
    [{ criticalFaults: 0, nonCriticalFaults: 0 }, 'ok'], // offline not reported
  ] as const)('a unit %j is %s', (unit, expected) => {
    expect(unitHealth(unit)).toBe(expected);
  });

  it('folds text for comparison', () => {
    expect(fold('Düsseldorf Straße')).toBe('dusseldorf strasse');
  });
});
