// The SolShares at one site (K-17, H-35), for /solshares-at-site. Not persisted: the screen loads the
// list again on arrival.
import { proxy } from 'valtio/vanilla';
import type { SolshareAtSite } from '../api/types.ts';

export const solsharesAtSite = proxy({ projectId: null as number | null, units: [] as SolshareAtSite[] });

export function storeSolsharesAtSite(projectId: number, units: SolshareAtSite[]): void {
  Object.assign(solsharesAtSite, { projectId, units });
}
