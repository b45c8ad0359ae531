// The user's fleet of sites (K-16) and choosing the site of the unit being commissioned (C-07…C-11).
import type { ApiFailure } from '../../api/failure.ts';
import type { ProviderApi } from '../../api/provider.ts';
import { fleet, setFleetSites } from '../../state/fleet.ts';
import { emptyAddress, project } from '../../state/project.ts';
import { failedCall, failedKey } from '../types.ts';
import { handler } from '../define.ts';

/** Fetches the whole fleet into the store, for /my-sites and choosing a site there (C-09, C-10). */
export async function fetchFleet(api: ProviderApi): Promise<{ ok: true } | ApiFailure> {
  const result = await api.fleets();
  if (!result.ok) return result;
  setFleetSites(
    result.data.map(({ id, address, country, solshareName, unitCount, worstState, lastChange, serials }) => ({
      id,
      address,
      country,
      solshareName,
      unitCount,
      worstState,
      lastChange,
      serials,
    })),
  );
  return { ok: true };
}

// K-16
/** /my-sites on arrival: load the list when it is not loaded yet (failure shown with a retry). */
export const loadFleet = handler({ input: 'reload', outcomes: ['loaded'] }, async ({ api, input }) => {
  const force = input?.force === true;
  if (fleet.loaded && !force) return { kind: 'loaded' };
  const result = await fetchFleet(api);
  return result.ok ? { kind: 'loaded' } : failedCall(result, 'fleet');
});

/**
 * C-07: the begin action of /commission/1 goes to /my-sites with at least one site, else /add-a-site.
 * The fleet's summary says whether there is one; /my-sites loads the list itself.
 */
export const beginCommissioning = handler({ input: 'none', outcomes: ['hasSites', 'noSites'] }, async ({ api }) => {
  if (fleet.loaded) return { kind: fleet.sites.length > 0 ? 'hasSites' : 'noSites' };
  const result = await api.fleetSummary();
  if (!result.ok) return failedCall(result, 'fleet');
  return { kind: result.data.all > 0 ? 'hasSites' : 'noSites' };
});

/**
 * C-10: the chosen site's address and country become the project's. A fleet site has no coordinates,
 * so latitude/longitude are cleared; the SolShare name is the unit's and starts empty.
 */
export const chooseSite = handler({ input: 'site', outcomes: ['chosen'] }, async ({ input }) => {
  const id = input?.id;
  const site = fleet.sites.find((s) => String(s.id) === String(id));
  if (!site) return failedKey('sites.notFound');
  project.address = { ...emptyAddress(), address: site.address, country: site.country };
  return { kind: 'chosen' };
});

/** C-11: ADD A SITE starts from an empty address. */
export const clearAddress = handler({ input: 'none', outcomes: ['cleared'] }, async () => {
  project.address = emptyAddress();
  return { kind: 'cleared' };
});
