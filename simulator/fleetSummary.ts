// What the fleet calls answer about a site and its units (x-assumption fields of
// openapi.yaml): each unit's state, the worst state of a site, when it last changed, and who has
// access. The worst state is the first in STATE_ORDER that any unit is in.
import type { components } from '../src/api/schema';
import { seededState } from './fleetSeed';
import type { Model, Site, Unit } from './model';
import { wifiOf } from './routes/commission';

type S = components['schemas'];

export const STATE_ORDER: readonly S['UnitState'][] = ['critical', 'offline', 'attention', 'ok'];

/** a unit's state: a critical fault wins; then no network (H-34); then any other fault */
export function unitState(u: Unit): S['UnitState'] {
  if (u.behaviour.faults.some((f) => f.critical)) return 'critical';
  if (!wifiOf(u).connected || u.behaviour.faults.some((f) => f.name === 'Offline')) return 'offline';
  return u.behaviour.faults.length > 0 ? 'attention' : 'ok';
}

/** the unit's faults, each with the time it was first reported (training faults date from seeding) */
export function faultsOf(model: Model, u: Unit): S['Fault'][] {
  const since = new Date(model.seededAt - 3 * 3600_000).toISOString();
  return u.behaviour.faults.map((f) => ({ since, ...f }));
}

/** a unit's state; a demo-fleet unit nobody has looked at yet is read from its seed, not made a Unit */
function stateOf(model: Model, serial: string): S['UnitState'] {
  const unit = model.units.get(serial);
  const seeded = unit ? undefined : model.fleetUnits.get(serial);
  return seeded ? seededState(seeded) : unitState(unit ?? model.unit(serial));
}

export function siteSummary(model: Model, site: Site): S['FleetSite'] {
  const states = site.serials.map((serial) => stateOf(model, serial));
  const worst = STATE_ORDER.find((s) => states.includes(s)) ?? 'ok';
  const changes = site.serials.map((serial) => model.fleetUnits.get(serial)?.lastChange ?? model.seededAt);
  return {
    id: site.id,
    address: site.address,
    country: site.country,
    solshareName: site.solshareName,
    unitCount: states.length,
    worstState: worst,
    serials: [...site.serials],
    lastChange: new Date(changes.length ? Math.max(...changes) : model.seededAt).toISOString(),
  };
}

export function unitAtSite(model: Model, serial: string): S['SolshareAtSite'] {
  const seeded = model.units.has(serial) ? undefined : model.fleetUnits.get(serial);
  if (seeded)
    return {
      serial,
      criticalFaults: seeded.faults.filter((f) => f.critical).length,
      nonCriticalFaults: seeded.faults.filter((f) => !f.critical).length,
      alias: seeded.alias,
      offline: seededState(seeded) === 'offline',
    };
  const u = model.unit(serial);
  return {
    serial,
    ...model.faultCounts(serial),
    alias: model.fleetUnits.get(serial)?.alias ?? null,
    offline: unitState(u) === 'offline' || !wifiOf(u).connected,
  };
}

/** H-40: the site's owners and everyone invited to one of its units (G-07) */
export function accessOf(model: Model, site: Site): S['AccessEntry'][] {
  const owners = site.owners.map((email) => ({
    email,
    name: model.accounts.accounts.get(email)?.name ?? null,
    role: 'owner' as const,
  }));
  const invited = (model.records.invites as { serial: string; email: string }[])
    .filter((i) => site.serials.includes(i.serial) && !owners.some((o) => o.email === i.email))
    .map((i) => i.email);
  return [...owners, ...[...new Set(invited)].map((email) => ({ email, name: null, role: 'invited' as const }))];
}
