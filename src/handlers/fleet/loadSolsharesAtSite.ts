// H-35, Z-43: the SolShares at a site (GET solshares-at-site/{projectId}). The project comes from the
// screen (the chosen fleet site, or the current unit's linked project); the list goes to the store.
import { storeSolsharesAtSite } from '../../state/solsharesAtSite.ts';
import { failed, failedKey, type Handler } from '../types.ts';

export const loadSolsharesAtSite: Handler<'loaded', 'projectId'> = async ({ api, input }) => {
  const projectId = Number(input?.projectId);
  if (!Number.isInteger(projectId)) return failedKey('fleet.atSite.noSite');
  const result = await api.solsharesAtSite(projectId);
  if (!result.ok) return failed(result.message);
  storeSolsharesAtSite(projectId, result.data);
  return { kind: 'loaded' };
};
