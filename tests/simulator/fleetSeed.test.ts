// @vitest-environment node
// The demo fleet of fleet@example.com: 1,000 sites in the five countries, one to four units
// each, a realistic mix of states, the same on every start, owned by the fleet user, cheap to seed.
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { FLEET_OWNER, seedFleet } from '../../simulator/fleetSeed';
import { ask, loginToken } from './helpers';

type Site = {
  id: number;
  address: string;
  country: string;
  solshareName: string;
  unitCount: number;
  worstState: string;
  lastChange: string;
  serials: string[];
};

describe('the demo fleet', () => {
  it('gives fleet@example.com 1,000 sites in AU, NZ, GB, DE and US with one to four units each', async () => {
    const { app } = createSimulator();
    const token = await loginToken(app, FLEET_OWNER);
    const sites = (await ask(app, 'GET', '/v2/view-fleet/fleets', { token })).body as Site[];
    expect(sites).toHaveLength(1000);
    expect(new Set(sites.map((s) => s.country))).toEqual(new Set(['AU', 'NZ', 'GB', 'DE', 'US']));
    expect(new Set(sites.map((s) => s.unitCount))).toEqual(new Set([1, 2, 3, 4]));
    expect(sites.every((s) => s.serials.length === s.unitCount)).toBe(true);
    expect(new Set(sites.map((s) => s.address)).size).toBe(1000);
    const count = (state: string) => sites.filter((s) => s.worstState === state).length;
    // a realistic mix: most sites fine, every kind of trouble well represented
    expect(count('ok')).toBeGreaterThan(350);
    for (const s of ['critical', 'offline', 'attention']) expect(count(s), s).toBeGreaterThan(80);
  });

  it('is the same on every start (fixed seed), only the times move with the clock', () => {
    const strip = (f: ReturnType<typeof seedFleet>) =>
      f.sites.map((s) => `${s.id}|${s.address}|${s.solshareName}|${s.serials.join(',')}`);
    expect(strip(seedFleet(0))).toEqual(strip(seedFleet(Date.now())));
    const a = seedFleet(1_000_000_000_000);
    const b = seedFleet(1_000_000_000_000);
    expect([...a.units.values()]).toEqual([...b.units.values()]);
  });

  it('seeds in well under 300 ms', () => {
    const start = performance.now();
    seedFleet(Date.now());
    expect(performance.now() - start).toBeLessThan(300);
  });

  it('belongs to the fleet user only: every site has that owner and other users do not see it', async () => {
    const sim = createSimulator();
    const fleetSites = [...sim.state.model.sites.values()].filter((s) => s.owners.includes(FLEET_OWNER));
    expect(fleetSites).toHaveLength(1000);
    expect(fleetSites.every((s) => s.owners.length === 1)).toBe(true);
    const other = (
      await ask(sim.app, 'GET', '/v2/view-fleet/fleets', { token: await loginToken(sim.app, 'provider@example.com') })
    ).body as Site[];
    expect(other.some((s) => fleetSites.some((f) => f.id === s.id))).toBe(false);
  });

  it("answers a site's units with alias, fault counts and offline state that agree with its worst state", async () => {
    const { app } = createSimulator();
    const token = await loginToken(app, FLEET_OWNER);
    const sites = (await ask(app, 'GET', '/v2/view-fleet/fleets', { token })).body as Site[];
    for (const state of ['critical', 'offline', 'attention', 'ok']) {
      const site = sites.find((s) => s.worstState === state && s.unitCount > 1)!;
      const units = (await ask(app, 'GET', `/v2/view-fleet/solshares-at-site/${site.id}`, { token })).body as {
        serial: string;
        alias: string;
        criticalFaults: number;
        nonCriticalFaults: number;
        offline: boolean;
      }[];
      expect(units.map((u) => u.serial)).toEqual(site.serials);
      expect(units.every((u) => u.alias.startsWith(site.solshareName))).toBe(true);
      const worst = units.some((u) => u.criticalFaults > 0)
        ? 'critical'
        : units.some((u) => u.offline)
          ? 'offline'
          : units.some((u) => u.nonCriticalFaults > 0)
            ? 'attention'
            : 'ok';
      expect(worst, `site ${site.id}`).toBe(state);
    }
  });

  it('gives each fleet unit commissioned system info at its site, with dated faults and the owner in the access list', async () => {
    const { app } = createSimulator();
    const token = await loginToken(app, FLEET_OWNER);
    const sites = (await ask(app, 'GET', '/v2/view-fleet/fleets', { token })).body as Site[];
    const site = sites.find((s) => s.worstState === 'critical')!;
    const info = (await ask(app, 'GET', `/v2/commission/system-info/${site.serials[0]}`, { token })).body;
    expect(info.code).toBe(200);
    expect(info.data.meter.project).toMatchObject({
      id: site.id,
      address: site.address,
      country: site.country,
      access: [{ email: FLEET_OWNER, role: 'owner', name: 'Fran Fleet' }],
    });
    for (const f of info.data.meter.faults) expect(Date.parse(f.since)).toBeLessThan(Date.now());
  });
});
