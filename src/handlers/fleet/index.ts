// The fleet handlers, typed against their outcome names.
import type { HandlerImpls } from '../types.ts';
import { beginBuildingAddressEdit, updateBuildingAddress } from './buildingAddress.ts';
import { loadSolsharesAtSite } from './loadSolsharesAtSite.ts';
import type { fleetOutcomes } from './outcomes.ts';

export const fleetHandlers: HandlerImpls<typeof fleetOutcomes> = {
  loadSolsharesAtSite,
  beginBuildingAddressEdit,
  updateBuildingAddress,
};
