// The fleet handlers, typed against their outcome names.
import type { HandlerImpls } from '../types.ts';
import { beginBuildingAddressEdit, updateBuildingAddress } from './buildingAddress.ts';
import { loadSystemInfoView } from './loadSystemInfoView.ts';
import { loadSolsharesAtSite } from './loadSolsharesAtSite.ts';
import type { fleetOutcomes } from './outcomes.ts';

export const fleetHandlers: HandlerImpls<typeof fleetOutcomes> = {
  loadSystemInfoView,
  loadSolsharesAtSite,
  beginBuildingAddressEdit,
  updateBuildingAddress,
};
