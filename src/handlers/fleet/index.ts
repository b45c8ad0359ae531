// The fleet handlers: the service screens of a unit and its site (H, Z-42).
// Each handler is declared once, with its contract, where its code is (../define.ts); this
// registry takes them under the names they were declared with.
import { handlersIn } from '../define.ts';
import * as buildingAddress from './buildingAddress.ts';
import * as accessList from './loadAccessList.ts';
import * as buildingAddressView from './loadBuildingAddress.ts';
import * as faultStatus from './loadFaultStatus.ts';
import * as fleetPage from './loadFleetPage.ts';
import * as solsharesAtSite from './loadSolsharesAtSite.ts';
import * as systemInfoView from './loadSystemInfoView.ts';

export const fleetHandlers = {
  ...handlersIn(buildingAddress),
  ...handlersIn(accessList),
  ...handlersIn(buildingAddressView),
  ...handlersIn(faultStatus),
  ...handlersIn(fleetPage),
  ...handlersIn(solsharesAtSite),
  ...handlersIn(systemInfoView),
};
