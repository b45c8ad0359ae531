// The user's fleet of sites (K-16), fetched after login and on /my-sites; and how /view-fleet is
// searched, filtered and sorted, kept while the user opens a site and comes back (not persisted).
import { proxy } from 'valtio/vanilla';
import type { FleetSite } from '../api/types.ts';
import type { FleetSort, HealthFilter } from '../handlers/fleet/fleetQuery.ts';

export const fleet = proxy({ sites: [] as FleetSite[], loaded: false });

/** FLEET_PAGE sites are shown at first; "Show more" adds as many again */
export const FLEET_PAGE = 20;

export const fleetView = proxy({
  text: '',
  health: 'all' as HealthFilter,
  sort: 'health' as FleetSort,
  shown: FLEET_PAGE,
});
