// The user's fleet of sites (K-16) and choosing the site of the unit being commissioned (C-07…C-11).
import type { ApiFailure } from '../../api/failure.ts';
import type { ProviderApi } from '../../api/provider.ts';
import { fleet, setFleetSites } from '../../state/fleet.ts';
import { emptyAddress, project } from '../../state/project.ts';
import { hasRole, isLoggedIn, session } from '../../state/session.ts';
import { failedCall, failedKey } from '../types.ts';
import { handler } from '../define.ts';

type FleetFetch = Promise<{ ok: true } | ApiFailure>;
let onItsWay: FleetFetch | null = null;

/**
 * Fetches the whole fleet into the store, for /my-sites and choosing a site there (C-09, C-10); a fetch
 * already on its way (asked ahead from /commission/1) is the one answered, not a second.
 */
export function fetchFleet(api: ProviderApi): FleetFetch {
  onItsWay ??= fetchWholeFleet(api).finally(() => (onItsWay = null));
  return onItsWay;
}

/**
 * /my-sites' data asked for while the installer reads /commission/1 (its kind's prefetch), unless it is here.
 * Only for a logged-in installer: /commission/1 also opens read-only from the info centre (Z-17), logged out.
 */
export function fleetAhead(api: ProviderApi): FleetFetch | undefined {
  if (fleet.loaded || !isLoggedIn() || !hasRole('Commissioner')) return undefined;
  return fetchFleet(api);
}

async function fetchWholeFleet(api: ProviderApi): FleetFetch {
  const asked = session.email;
  const result = await api.fleets();
  if (!result.ok) return result;
  if (session.email !== asked) return { ok: true }; // another person logged in meanwhile: not theirs to keep
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
 * The fleet asked ahead says whether there is one, else the fleet's summary; /my-sites loads the list itself.
 */
export const beginCommissioning = handler({ input: 'none', outcomes: ['hasSites', 'noSites'] }, async ({ api }) => {
  if (!fleet.loaded && onItsWay) await onItsWay; // asked ahead: its answer says it, one call rather than two
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
