// The fleet handlers, typed against their outcome names.
import type { HandlerImpls } from '../types.ts';
import { beginBuildingAddressEdit, updateBuildingAddress } from './buildingAddress.ts';
import { loadAccessList } from './loadAccessList.ts';
import { loadBuildingAddress } from './loadBuildingAddress.ts';
import { loadFaultStatus } from './loadFaultStatus.ts';
import { loadSystemInfoView } from './loadSystemInfoView.ts';
import { loadSolsharesAtSite } from './loadSolsharesAtSite.ts';
import type { fleetContracts } from './contracts.ts';

export const fleetHandlers: HandlerImpls<typeof fleetContracts> = {
  loadSystemInfoView,
  loadFaultStatus,
  loadBuildingAddress,
  loadAccessList,
  loadSolsharesAtSite,
  beginBuildingAddressEdit,
  updateBuildingAddress,
};
