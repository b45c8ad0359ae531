// The simulator's in-memory world: accounts, sites (projects), units and what the app sent.
// One consistent model: uploads change a unit's draft; a successful run commissions the project it
// was triggered with, and system info reads only what was commissioned.
import { randomBytes, randomInt } from 'node:crypto';
import type { components } from '../src/api/schema';
import { Accounts, type Account, type Links } from './accounts';
import { behaviourOf, isTwoPhase, readyBehaviour, type Behaviour } from './behaviour';
import { FLEET_OWNER, LARGE_FLEET_OWNER, largeFleetShape, seedFleet, type FleetUnitSeed } from './fleetSeed';
import { PhotoStore } from './photos';
import { Attachments } from './reportMail';
import { logAt, type ConfigUpload, type Run } from './runs';
import { GEO_FIXTURES } from './geo';

type S = components['schemas'];
/**
 * A site (project). `owners` are the accounts whose fleet it is in (K-16); `training` marks the
 * made-up site of a commissioned training unit outside every fleet, open to every account so
 * trainees can practise the service screens (simulator/access.ts).
 */
export interface Site {
  id: number;
  address: string;
  country: S['Country'];
  solshareName: string;
  latitude: number | null;
  longitude: number | null;
  owners: string[];
  serials: string[];
  training?: boolean;
}
export interface Unit {
  serial: string;
  behaviour: Behaviour;
  searches: number;
  updateTask: S['UpdateTask'][];
  swVersion: string | null;
  upload?: ConfigUpload;
  run?: Run;
  runs: number;
  /** what the uploads built up so far; only a run turns it into the unit's configuration */
  draft: S['ProjectDraft'] | null;
  /** the project the last successful run commissioned (system info reads this, never the draft) */
  commissionedProject: S['Project'] | null;
  commissioned: boolean;
  siteId: number | null;
  commissioner: { name: string; email: string; company: string; licenseNumber: string | null } | null;
  config: S['UnitConfig'];
  originalConfig: S['UnitConfig'];
}
export interface Records {
  uploads: Record<string, { kind: 'address' | 'spec' | 'connection'; body: unknown; at: string }[]>;
  configs: Record<string, unknown[]>;
  feedback: unknown[];
  nps: unknown[];
  invites: unknown[];
  softwareJobs: unknown[];
  addressUpdates: unknown[];
  deliveryMethodUpdates: unknown[];
  connectedUnitsUpdates: unknown[];
}

const emptyRecords = (): Records => ({
  uploads: {},
  configs: {},
  feedback: [],
  nps: [],
  invites: [],
  softwareJobs: [],
  addressUpdates: [],
  deliveryMethodUpdates: [],
  connectedUnitsUpdates: [],
});

// Seeded fleets (each account gets sites in AU, GB and DE); serials end in 09/80/81 so they are
// commissioned units whose system info is complete (docs/training-units.md).
// Site ids are random (randomSiteId), so they tell nothing about other fleets.
const SEED: { owner: string; fixture: number; serials: string[] }[] = [
  { owner: 'installer@example.com', fixture: 0, serials: ['3P_35A_1009', '3P_35A_1080', '2P_100_1081'] },
  { owner: 'installer@example.com', fixture: 5, serials: ['3P_35A_1109', '3P_35A_0381'] },
  { owner: 'installer@example.com', fixture: 7, serials: ['3P_35A_1209'] },
  { owner: 'provider@example.com', fixture: 1, serials: ['3P_35A_2009', '3P_35A_2080'] },
  { owner: 'provider@example.com', fixture: 6, serials: ['2P_100_2109'] },
  { owner: 'provider@example.com', fixture: 8, serials: ['3P_35A_2209', '3P_35A_2281'] },
];

export function defaultConfig(serial: string): S['UnitConfig'] {
  const two = isTwoPhase(serial);
  const none: S['Connection'] = { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' };
  return {
    algorithm_type: two ? 'CUSTOM_ALLOCATION' : 'DEMAND_BASED_DELIVERY',
    solar_delivery_method: two ? 'net_metering' : 'optimise',
    connected_units: [
      { type: two ? '3x1' : '1x3', L1: 'Unit 1', L2: two ? 'Unit 2' : 'Unit 1', L3: two ? 'n/a' : 'Unit 1' },
      { type: '3x1', L1: 'Unit 3', L2: 'Unit 4', L3: two ? 'n/a' : 'Unit 5' },
      none,
      none,
      none,
    ],
    enabled_units: two
      ? [[1, 2], [1, 2], []]
      : [
          [1, 2],
          [1, 2],
          [1, 2],
        ],
    algo_weight: [],
  };
}

/** the config a unit runs after commissioning with this project (H-13) */
export function configFromProject(p: S['Project']): S['UnitConfig'] {
  const phases = ['L1', 'L2', 'L3'] as const;
  return {
    algorithm_type: p.solarDeliveryMethod === 'optimise' ? 'DEMAND_BASED_DELIVERY' : 'CUSTOM_ALLOCATION',
    solar_delivery_method: p.solarDeliveryMethod,
    connected_units: p.connections,
    enabled_units: phases.map((ph) => p.connections.flatMap((c, i) => (c[ph] && c[ph] !== 'n/a' ? [i + 1] : []))),
    algo_weight: p.algorithmWeight,
  };
}

export class Model {
  accounts: Accounts;
  sites = new Map<number, Site>();
  units = new Map<string, Unit>();
  records: Records = emptyRecords();
  /** photos of a job (putPhoto), with their bytes, per serial */
  readonly photos = new PhotoStore();
  /** the PDFs of reports sent by e-mail (mailReport), which the mailbox's mails point at */
  readonly attachments = new Attachments();
  /** the demo fleet's units by serial (fleetSeed.ts); created as Units when first asked for */
  fleetUnits = new Map<string, FleetUnitSeed>();
  /** when the model was seeded: training faults date from then */
  seededAt = Date.now();
  /** bumped when a site is added or changed, so a cached fleet index (fleetPages.ts) is built again */
  fleetVersion = 0;
  /** serial → e-mails invited to the unit (K-18); they may read and change it like its fleet */
  invites = new Map<string, Set<string>>();

  private readonly secret = randomBytes(32);

  private largeFleetSeeded = false;

  constructor(
    private readonly log: boolean,
    private readonly links?: Links,
    /** sites of large-fleet@example.com, seeded when first asked for (SIM_LARGE_FLEET_SITES) */
    private readonly largeFleetSites?: number,
  ) {
    this.accounts = new Accounts(log, this.secret, links);
    this.seed();
  }

  reset(): void {
    // same JWT secret, so tokens the app holds stay valid across resets
    this.accounts = new Accounts(this.log, this.secret, this.links);
    this.sites.clear();
    this.units.clear();
    this.records = emptyRecords();
    this.photos.clear();
    this.attachments.clear();
    this.invites.clear();
    this.largeFleetSeeded = false;
    this.seed();
  }

  /** a site id no one can guess and no site has yet */
  randomSiteId(): number {
    for (;;) {
      const id = randomInt(100_000_000, 2_147_483_647);
      if (!this.sites.has(id)) return id;
    }
  }

  private seed(): void {
    const installer = this.accounts.accounts.get('installer@example.com') as Account;
    for (const s of SEED) {
      const f = GEO_FIXTURES[s.fixture];
      const id = this.randomSiteId();
      this.sites.set(id, {
        id,
        address: f.formatted,
        country: f.country,
        solshareName: `Demo site ${f.locality}`,
        latitude: f.latitude,
        longitude: f.longitude,
        owners: [s.owner],
        serials: [...s.serials],
      });
      for (const serial of s.serials) {
        const u = this.unit(serial);
        u.siteId = id;
        u.commissioner = {
          name: installer.name,
          email: installer.email,
          company: installer.company,
          licenseNumber: installer.licenseNumber,
        };
      }
    }
    this.seededAt = Date.now();
    const fleet = seedFleet(this.seededAt);
    for (const s of fleet.sites) this.sites.set(s.id, { ...s, latitude: null, longitude: null, owners: [FLEET_OWNER] });
    this.fleetUnits = fleet.units;
    this.fleetVersion += 1;
  }

  /** large-fleet@example.com's sites, seeded on first use: 50,000 sites take a second or two and ~100 MB */
  ensureLargeFleet(): void {
    if (this.largeFleetSeeded) return;
    this.largeFleetSeeded = true;
    const large = seedFleet(this.seededAt, largeFleetShape(this.largeFleetSites));
    for (const s of large.sites)
      this.sites.set(s.id, { ...s, latitude: null, longitude: null, owners: [LARGE_FLEET_OWNER] });
    for (const [serial, u] of large.units) this.fleetUnits.set(serial, u);
    this.fleetVersion += 1;
  }

  unit(serial: string): Unit {
    let u = this.units.get(serial);
    if (u) return u;
    const seeded = this.fleetUnits.get(serial);
    // a demo-fleet unit is commissioned at its fleet site, with the faults the seed gave it
    const behaviour: Behaviour = seeded
      ? {
          ...readyBehaviour(),
          search: () => 409,
          commissioned: true,
          wifi: seeded.offline ? 'offline' : 'online',
          faults: seeded.faults,
        }
      : behaviourOf(serial);
    const config = defaultConfig(serial);
    u = {
      serial,
      behaviour,
      searches: 0,
      updateTask: [...behaviour.updateTask],
      swVersion: behaviour.swVersion,
      draft: null,
      commissionedProject: null,
      runs: 0,
      commissioned: behaviour.commissioned,
      siteId: null,
      commissioner: null,
      config,
      originalConfig: config,
    };
    this.units.set(serial, u);
    if (seeded)
      Object.assign(u, {
        siteId: seeded.siteId,
        commissioner: {
          name: 'Fleet Installer',
          email: 'installs@example.com',
          company: 'Demo Fleet Services',
          licenseNumber: null,
        },
      });
    else if (behaviour.commissioned) this.linkSynthetic(u);
    if (behaviour.startsInProgress) u.run = { serial, country: 'AU', startedAt: Date.now(), pendingForever: false };
    return u;
  }

  // A commissioned unit outside the seeded fleets still has a site and an installer ("with a fleet").
  private linkSynthetic(u: Unit): void {
    const id = (isTwoPhase(u.serial) ? 20000 : 30000) + Number(u.serial.slice(-4).replace(/\D/g, '') || 0);
    const f = GEO_FIXTURES[2];
    if (!this.sites.has(id))
      this.sites.set(id, {
        id,
        address: f.formatted,
        country: f.country,
        solshareName: `SolShare ${u.serial}`,
        latitude: f.latitude,
        longitude: f.longitude,
        owners: [],
        serials: [],
        training: true,
      });
    this.sites.get(id)?.serials.push(u.serial);
    u.siteId = id;
    u.commissioner = {
      name: 'Training Installer',
      email: 'training@example.com',
      company: 'SolShare Training',
      licenseNumber: null,
    };
  }

  /**
   * Applies a run that has ended, once, whether or not anyone polled its log: after a success the
   * project snapshotted at trigger becomes the unit's configuration. Called before the unit's run,
   * log or system info is read or replaced.
   */
  settle(u: Unit, speed: number): void {
    const run = u.run;
    if (!run || run.applied) return;
    const status = logAt(run, Date.now(), speed).status;
    if (status === 'pending') return;
    run.applied = true;
    if (status === 'success' && run.commissions && run.by) this.completeRun(u, run.commissions, run.by);
  }

  /**
   * The unit is linked to a site in the installer's fleet (matched by address). Uploads made since
   * the trigger stay in the draft for a later run.
   */
  private completeRun(
    u: Unit,
    p: S['Project'],
    by: { name: string; email: string; company: string; licenseNumber: string },
  ): void {
    u.commissioned = true;
    u.commissionedProject = p;
    u.config = u.originalConfig = configFromProject(p);
    u.commissioner = { name: by.name, email: by.email, company: by.company, licenseNumber: by.licenseNumber };
    const country = (
      ['AU', 'NZ', 'GB', 'DE', 'US'].includes(p.address.country) ? p.address.country : 'AU'
    ) as S['Country'];
    // a commissioned unit always has a site (system info's project); an empty address matches none
    let site = p.address.address
      ? [...this.sites.values()].find((s) => s.address === p.address.address && s.owners.includes(by.email))
      : undefined;
    if (!site) {
      site = {
        id: this.randomSiteId(),
        address: p.address.address,
        country,
        solshareName: p.address.solshareName,
        latitude: p.address.latitude,
        longitude: p.address.longitude,
        owners: [by.email],
        serials: [],
      };
      this.sites.set(site.id, site);
    }
    const previous = u.siteId !== null && u.siteId !== site.id ? this.sites.get(u.siteId) : undefined;
    if (previous) previous.serials = previous.serials.filter((s) => s !== u.serial);
    if (!site.serials.includes(u.serial)) site.serials.push(u.serial);
    u.siteId = site.id;
    this.fleetVersion += 1;
  }

  fleetOf(email: string): Site[] {
    if (email === LARGE_FLEET_OWNER) this.ensureLargeFleet();
    return [...this.sites.values()].filter((s) => s.owners.includes(email));
  }

  faultCounts(serial: string): { criticalFaults: number; nonCriticalFaults: number } {
    const faults = this.unit(serial).behaviour.faults;
    return {
      criticalFaults: faults.filter((f) => f.critical).length,
      nonCriticalFaults: faults.filter((f) => !f.critical).length,
    };
  }
}
