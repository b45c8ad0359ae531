// The real client, noting each page of the fleet asked for (fleetSites): its search, its cursor and the
// signal it was asked with, so a test can tell how many calls a screen made and which were cancelled.
import type { ProviderApi } from '../../src/api/provider.ts';

export interface AskedPage {
  q: string | undefined;
  cursor: string | undefined;
  signal: AbortSignal | undefined;
}

export function watchedFleetApi(real: ProviderApi): { api: ProviderApi; asked: AskedPage[] } {
  const asked: AskedPage[] = [];
  const fleetSites: ProviderApi['fleetSites'] = (query, signal) => {
    asked.push({ q: query.q, cursor: query.cursor, signal });
    return real.fleetSites(query, signal);
  };
  return { api: { ...real, fleetSites }, asked };
}
