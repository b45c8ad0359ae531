// /my-sites' data asked for while the installer reads /commission/1 (the sites kind's prefetch): BEGIN
// (C-07) and the list then answer from it, one call in all. The real client on the in-process simulator.
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchFleet, fleetAhead } from '../../src/handlers/account/fleet.ts';
import { handlers as h } from '../../src/handlers/index.ts';
import { fleet } from '../../src/state/fleet.ts';
import { signOut } from '../../src/state/session.ts';
import { handlerContext } from '../support/handlerContext.ts';
import { simulatorClient, type Simulator } from '../support/simulatorClient.ts';

let calls: string[];
const counted =
  (sim: Simulator): typeof fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    calls.push(new URL(request.url).pathname);
    return sim.app.fetch(request);
  };

beforeEach(() => {
  calls = [];
  Object.assign(fleet, { sites: [], loaded: false });
});

describe('the fleet asked ahead from /commission/1', () => {
  it('answers BEGIN and the sites list with one call, none to the summary', async () => {
    const { api } = await simulatorClient({ as: 'installer@example.com', network: counted });
    calls = [];
    const ahead = fleetAhead(api);
    expect(fetchFleet(api)).toBe(ahead); // the list's own load while it travels: the same call
    expect(await h.beginCommissioning(handlerContext({ api }))).toEqual({ kind: 'hasSites' });
    expect(await h.loadFleet(handlerContext({ api, input: { force: false } }))).toEqual({ kind: 'loaded' });
    expect(fleet.sites.length).toBeGreaterThan(0);
    expect(calls).toEqual(['/v2/view-fleet/fleets']);
    expect(fleetAhead(api)).toBeUndefined(); // here already: not asked again
  });

  it('is not asked for logged out (the info centre opens /commission/1 read-only) nor for a provider', async () => {
    const { api, logIn } = await simulatorClient({ network: counted });
    signOut();
    expect(fleetAhead(api)).toBeUndefined();
    await logIn('fleet@example.com'); // a provider: no BEGIN to answer, and a fleet of 1,000 sites
    calls = [];
    expect(fleetAhead(api)).toBeUndefined();
    expect(calls).toEqual([]);
  });
});
