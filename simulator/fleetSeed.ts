// The demo fleet: fleet@example.com owns 1,000 sites across AU, NZ, GB, DE and US, with one
// to four SolShares each and a realistic mix of critical faults, non-critical faults and offline
// units. A fixed PRNG seed makes the fleet the same on every start, so tests and demos can name its
// sites; times are offsets from the moment of seeding, so the faults always look recent.
// Serials 3P_35A_8000–9899 and 2P_100_8000–9899 are reserved for it (docs/training-units.md).
import type { components } from '../src/api/schema';

type S = components['schemas'];

export const FLEET_OWNER = 'fleet@example.com';
export const FLEET_SITE_COUNT = 1000;
/** the first site id of the fleet; ids run on from here */
export const FLEET_FIRST_ID = 50_000;
const SEED = 14;

/**
 * A provider at scale: large-fleet@example.com owns LARGE_FLEET_SITES sites (50,000 unless
 * SIM_LARGE_FLEET_SITES says otherwise), seeded the first time the account signs in or asks for its
 * fleet. The serial format has room for no more than 1,900 fleet units per family, all taken by the
 * 1,000-site fleet, so its units carry serials outside it ("L3P_1000000_A"): listed with their
 * faults, but not opened as a unit.
 */
export const LARGE_FLEET_OWNER = 'large-fleet@example.com';
export const LARGE_FLEET_SITES = 50_000;
export const LARGE_FLEET_FIRST_ID = 1_000_000;
const LARGE_SEED = 39;
const SERIAL_FIRST = 8000;
const SERIAL_LAST = 9899;

export interface FleetSiteSeed {
  id: number;
  address: string;
  country: S['Country'];
  solshareName: string;
  serials: string[];
}
export interface FleetUnitSeed {
  serial: string;
  siteId: number;
  alias: string;
  offline: boolean;
  faults: S['Fault'][];
  lastChange: number;
}
export interface FleetSeed {
  sites: FleetSiteSeed[];
  units: Map<string, FleetUnitSeed>;
}

/** mulberry32: a tiny, well-known 32-bit PRNG; same seed, same sequence */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Place = [city: string, region: string, postcode: string];
interface CountryStyle {
  share: number;
  name: string;
  streets: string[];
  places: Place[];
  format(n: number, street: string, p: Place): string;
}

const COUNTRIES: Record<S['Country'], CountryStyle> = {
  AU: {
    share: 0.35,
    name: 'Australia',
    streets: [
      'George Street',
      'Pitt Street',
      'King Street',
      'Church Street',
      'Victoria Road',
      'Albert Street',
      'Station Street',
      'Railway Parade',
      'High Street',
      'Park Road',
      'Bridge Road',
      'Ocean Street',
    ],
    places: [
      ['Sydney', 'NSW', '2000'],
      ['Parramatta', 'NSW', '2150'],
      ['Newcastle', 'NSW', '2300'],
      ['Melbourne', 'VIC', '3000'],
      ['Geelong', 'VIC', '3220'],
      ['Brisbane City', 'QLD', '4000'],
      ['Cairns', 'QLD', '4870'],
      ['Perth', 'WA', '6000'],
      ['Adelaide', 'SA', '5000'],
      ['Hobart', 'TAS', '7000'],
      ['Canberra', 'ACT', '2601'],
      ['Darwin', 'NT', '0800'],
    ],
    format: (n, s, [c, r, p]) => `${n} ${s}, ${c} ${r} ${p}, Australia`,
  },
  NZ: {
    share: 0.1,
    name: 'New Zealand',
    streets: [
      'Queen Street',
      'Karangahape Road',
      'Ponsonby Road',
      'Dominion Road',
      'Cuba Street',
      'Willis Street',
      'Colombo Street',
      'Riccarton Road',
      'George Street',
      'Victoria Street',
    ],
    places: [
      ['Auckland', '', '1010'],
      ['Wellington', '', '6011'],
      ['Christchurch', '', '8011'],
      ['Hamilton', '', '3204'],
      ['Dunedin', '', '9016'],
      ['Tauranga', '', '3110'],
    ],
    format: (n, s, [c, , p]) => `${n} ${s}, ${c} ${p}, New Zealand`,
  },
  GB: {
    share: 0.2,
    name: 'United Kingdom',
    streets: [
      'High Street',
      'Station Road',
      'Church Lane',
      'Mill Lane',
      'Victoria Road',
      'Park Avenue',
      'London Road',
      'Green Lane',
      'Manor Road',
      'Queens Road',
      'Kings Road',
      'York Road',
    ],
    places: [
      ['London', 'England', 'E1 6AN'],
      ['Manchester', 'England', 'M1 1AE'],
      ['Leeds', 'England', 'LS1 4AP'],
      ['Bristol', 'England', 'BS1 4DJ'],
      ['Birmingham', 'England', 'B1 1BB'],
      ['Glasgow', 'Scotland', 'G1 1XQ'],
      ['Edinburgh', 'Scotland', 'EH1 1YZ'],
      ['Cardiff', 'Wales', 'CF10 1EP'],
      ['Belfast', 'Northern Ireland', 'BT1 5GS'],
    ],
    format: (n, s, [c, , p]) => `${n} ${s}, ${c} ${p}, United Kingdom`,
  },
  DE: {
    share: 0.15,
    name: 'Germany',
    streets: [
      'Hauptstraße',
      'Schulstraße',
      'Gartenstraße',
      'Bahnhofstraße',
      'Dorfstraße',
      'Bergstraße',
      'Lindenstraße',
      'Kirchweg',
      'Am Markt',
      'Friedrichstraße',
      'Goethestraße',
      'Schillerstraße',
    ],
    places: [
      ['Berlin', '', '10115'],
      ['Hamburg', '', '20095'],
      ['München', '', '80331'],
      ['Köln', '', '50667'],
      ['Frankfurt am Main', '', '60311'],
      ['Stuttgart', '', '70173'],
      ['Leipzig', '', '04109'],
      ['Freiburg im Breisgau', '', '79098'],
      ['Düsseldorf', '', '40213'],
    ],
    format: (n, s, [c, , p]) => `${s} ${n}, ${p} ${c}, Germany`,
  },
  US: {
    share: 0.2,
    name: 'United States',
    streets: [
      'Main Street',
      'Oak Avenue',
      'Maple Avenue',
      'Park Avenue',
      'Washington Street',
      'Elm Street',
      'Pine Street',
      'Cedar Lane',
      'Lake Drive',
      'Sunset Boulevard',
      'Broadway',
      'Market Street',
    ],
    places: [
      ['Austin', 'TX', '78701'],
      ['Denver', 'CO', '80202'],
      ['Phoenix', 'AZ', '85004'],
      ['San Diego', 'CA', '92101'],
      ['Sacramento', 'CA', '95814'],
      ['Portland', 'OR', '97204'],
      ['Boston', 'MA', '02108'],
      ['Brooklyn', 'NY', '11201'],
      ['Minneapolis', 'MN', '55401'],
    ],
    format: (n, s, [c, r, p]) => `${n} ${s}, ${c} ${r} ${p}, United States`,
  },
};

const NAME_FIRST = [
  'Harbour',
  'Parkside',
  'Riverside',
  'Elm',
  'Oak',
  'Sunrise',
  'Hillview',
  'Lakeside',
  'Station',
  'Garden',
  'Meadow',
  'Bayside',
  'Maple',
  'Cedar',
  'Linden',
  'Willow',
];
const NAME_SECOND = [
  'Apartments',
  'Court',
  'House',
  'Terrace',
  'Flats',
  'Residences',
  'Gardens',
  'Lofts',
  'Mews',
  'Place',
];
const CRITICAL: S['Fault']['name'][] = ['Inverter Trip', 'Relay Shut', 'Failed CT'];
const NON_CRITICAL: S['Fault']['name'][] = ['No Solar Output', 'Battery Trip'];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface FleetShape {
  count: number;
  firstId: number;
  seed: number;
  /** training: serials from the reserved range; large: serials of its own, outside the training format */
  serials: 'training' | 'large';
}
const DEMO_FLEET: FleetShape = { count: FLEET_SITE_COUNT, firstId: FLEET_FIRST_ID, seed: SEED, serials: 'training' };
export const largeFleetShape = (count = LARGE_FLEET_SITES): FleetShape => ({
  count,
  firstId: LARGE_FLEET_FIRST_ID,
  seed: LARGE_SEED,
  serials: 'large',
});

/** Builds the fleet. `now` is when it is seeded; every time in it lies before. */
export function seedFleet(now: number, shape: FleetShape = DEMO_FLEET): FleetSeed {
  const rand = prng(shape.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const ago = (maxMs: number, minMs = 10 * MINUTE) =>
    new Date(Math.floor((now - minMs - rand() * (maxMs - minMs)) / MINUTE) * MINUTE);
  const next = { '3P_35A': SERIAL_FIRST, '2P_100': SERIAL_FIRST };
  const addresses = new Set<string>();
  const sites: FleetSiteSeed[] = [];
  const units = new Map<string, FleetUnitSeed>();
  const codes = Object.keys(COUNTRIES) as S['Country'][];

  // more sites need more house numbers, or unique addresses run out (the 1,000-site fleet keeps 1–240)
  const houses = 240 * Math.max(1, Math.ceil(shape.count / 5000));
  for (let i = 0; i < shape.count; i++) {
    const id = shape.firstId + i;
    let r = rand();
    const country = codes.find((c) => (r -= COUNTRIES[c].share) < 0) ?? 'AU';
    const style = COUNTRIES[country];
    let address: string;
    do address = style.format(1 + Math.floor(rand() * houses), pick(style.streets), pick(style.places));
    while (addresses.has(address));
    addresses.add(address);
    const solshareName = `${pick(NAME_FIRST)} ${pick(NAME_SECOND)}`;
    // 1–4 units: most sites have one or two
    r = rand();
    const count = r < 0.35 ? 1 : r < 0.65 ? 2 : r < 0.85 ? 3 : 4;
    const serials: string[] = [];
    for (let u = 0; u < count; u++) {
      const family = rand() < 0.25 ? '2P_100' : '3P_35A';
      let serial: string;
      if (shape.serials === 'large') serial = `L${family.slice(0, 2)}_${id}_${String.fromCharCode(65 + u)}`;
      else {
        if (next[family] > SERIAL_LAST) throw new Error(`demo fleet: no ${family} serials left`);
        serial = `${family}_${next[family]++}`;
      }
      serials.push(serial);
      units.set(serial, {
        serial,
        siteId: id,
        alias: count === 1 ? solshareName : `${solshareName} ${String.fromCharCode(65 + u)}`,
        ...health(rand, pick, ago),
      });
    }
    sites.push({ id, address, country, solshareName, serials });
  }
  return { sites, units };
}

/** a seeded unit's state as unitState would give it, without making it a Unit (50,000 sites: 110,000 units) */
export function seededState(u: Pick<FleetUnitSeed, 'offline' | 'faults'>): S['UnitState'] {
  if (u.faults.some((f) => f.critical)) return 'critical';
  if (u.offline || u.faults.some((f) => f.name === 'Offline')) return 'offline';
  return u.faults.length > 0 ? 'attention' : 'ok';
}

/** one unit's state: about 72% fine, 12% a non-critical fault, 8% offline, 8% a critical fault */
function health(
  rand: () => number,
  pick: <T>(l: readonly T[]) => T,
  ago: (max: number, min?: number) => Date,
): Pick<FleetUnitSeed, 'offline' | 'faults' | 'lastChange'> {
  const r = rand();
  const faults: S['Fault'][] = [];
  let offline = false;
  const fault = (name: string, critical: boolean) =>
    faults.push({ name, critical, since: ago(30 * DAY).toISOString() });
  if (r < 0.08) {
    fault(pick(CRITICAL), true);
    if (rand() < 0.3) fault(pick(NON_CRITICAL), false);
  } else if (r < 0.16) {
    offline = true;
    fault('Offline', false);
  } else if (r < 0.28) {
    fault(pick(NON_CRITICAL), false);
  }
  // the last change: the newest fault, or for a healthy unit when it last recovered
  const lastChange = faults.length
    ? Math.max(...faults.map((f) => Date.parse(f.since as string)))
    : ago(90 * DAY, DAY).getTime();
  return { offline, faults, lastChange };
}
