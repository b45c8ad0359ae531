// The handler registry: flows name a handler, this map supplies the code. Each module below declares
// its handlers with their contracts beside their code (define.ts), and the registry takes them under
// the names they were declared with, area by area (the folders). The screens' types (registryTypes.ts) and the checker's catalog
// (catalog.generated.json) are taken from this map.
import type { DeclaredHandler, HandlerContract } from './define.ts';
import * as sites from './account/fleet.ts';
import * as infoCentre from './account/loadInfoCentre.ts';
import * as supportContact from './account/loadSupportContact.ts';
import * as signingIn from './account/login.ts';
import * as accounts from './account/register.ts';
import * as siteAddress from './account/saveSiteAddress.ts';
import * as feedback from './account/sendFeedback.ts';
import * as wifiCheck from './unit/checkWifi.ts';
import * as serialEntry from './unit/enterSerial.ts';
import * as systemInfo from './unit/loadSystemInfo.ts';
import * as wifiStatus from './unit/loadWifiStatus.ts';
import * as reset from './unit/resetCommissioning.ts';
import * as search from './unit/searchUnit.ts';
import * as update from './unit/softwareUpdate.ts';
import * as ctStep from './config/ctStep.ts';
import * as delivery from './config/delivery.ts';
import * as connectionEdit from './config/editConnections.ts';
import * as allocationReview from './config/loadAllocationReview.ts';
import * as connectionReview from './config/loadConnectionReview.ts';
import * as address from './config/saveAddress.ts';
import * as allocation from './config/saveAllocation.ts';
import * as connection from './config/saveConnection.ts';
import * as spec from './config/saveSpec.ts';
import * as runResult from './run/loadCommissionResult.ts';
import * as runFeedback from './run/sendFeedback.ts';
import * as draftReset from './run/resetCommissioningDraft.ts';
import * as runSteps from './run/runSteps.ts';
import * as buildingAddress from './fleet/buildingAddress.ts';
import * as accessList from './fleet/loadAccessList.ts';
import * as buildingAddressView from './fleet/loadBuildingAddress.ts';
import * as faultStatus from './fleet/loadFaultStatus.ts';
import * as fleetPage from './fleet/loadFleetPage.ts';
import * as solsharesAtSite from './fleet/loadSolsharesAtSite.ts';
import * as systemInfoView from './fleet/loadSystemInfoView.ts';
import * as connectedUnits from './setup/loadConnectedUnits.ts';
import * as deliveryMethod from './setup/loadDeliveryMethod.ts';
import * as deliveryMethodEdit from './setup/loadDeliveryMethodEdit.ts';
import * as connectionsReset from './setup/resetConnections.ts';
import * as connectedUnitsEdit from './setup/saveConnectedUnits.ts';
import * as deliveryMethodSave from './setup/saveDeliveryMethod.ts';
import * as recommissioning from './setup/startRecommissioning.ts';
import * as recommissioningWithSpec from './setup/startRecommissioningWithSpec.ts';
import * as report from './report/loadCommissioningReport.ts';
import * as pastJobs from './report/pastJobs.ts';
import * as mail from './report/sendReportByMail.ts';
import * as unitLink from './report/openUnitLink.ts';

/** The handlers a module declares, by name: handlersIn(signingIn), of account/login.ts, holds logIn and requestPasswordReset. */
type HandlersIn<M> = { [K in keyof M as M[K] extends { readonly contract: HandlerContract } ? K : never]: M[K] };

const isDeclared = (value: unknown): value is DeclaredHandler =>
  typeof value === 'function' && 'contract' in value && typeof value.contract === 'object';

/** The registry takes the handlers a module declares, under the names they were declared with. */
function handlersIn<M extends object>(module: M): HandlersIn<M> {
  return Object.fromEntries(Object.entries(module).filter(([, value]) => isDeclared(value))) as HandlersIn<M>;
}

export const handlers = {
  // account: logging in, accounts, sites and the region's contacts (B, C, J-09…J-11).
  ...handlersIn(sites),
  ...handlersIn(infoCentre),
  ...handlersIn(supportContact),
  ...handlersIn(signingIn),
  ...handlersIn(accounts),
  ...handlersIn(siteAddress),
  ...handlersIn(feedback),
  // unit: serial entry, unit search, system info, wifi check and software update (D, H-01, I, J-01…J-03).
  ...handlersIn(wifiCheck),
  ...handlersIn(serialEntry),
  ...handlersIn(systemInfo),
  ...handlersIn(wifiStatus),
  ...handlersIn(reset),
  ...handlersIn(search),
  ...handlersIn(update),
  // config: the wizard's address, specifications, connections, delivery, allocation and CT steps (E).
  ...handlersIn(ctStep),
  ...handlersIn(delivery),
  ...handlersIn(connectionEdit),
  ...handlersIn(allocationReview),
  ...handlersIn(connectionReview),
  ...handlersIn(address),
  ...handlersIn(allocation),
  ...handlersIn(connection),
  ...handlersIn(spec),
  // run: Commission, the run itself, its result and the feedback after it (E-47…E-72, G).
  ...handlersIn(runResult),
  ...handlersIn(runFeedback),
  ...handlersIn(draftReset),
  ...handlersIn(runSteps),
  // fleet: the service screens of a unit and its site (H, Z-42).
  ...handlersIn(buildingAddress),
  ...handlersIn(accessList),
  ...handlersIn(buildingAddressView),
  ...handlersIn(faultStatus),
  ...handlersIn(fleetPage),
  ...handlersIn(solsharesAtSite),
  ...handlersIn(systemInfoView),
  // setup: a commissioned unit's delivery method, connected units and re-commissioning (Z-41, Z-42).
  ...handlersIn(connectedUnits),
  ...handlersIn(deliveryMethod),
  ...handlersIn(deliveryMethodEdit),
  ...handlersIn(connectionsReset),
  ...handlersIn(connectedUnitsEdit),
  ...handlersIn(deliveryMethodSave),
  ...handlersIn(recommissioning),
  ...handlersIn(recommissioningWithSpec),
  // report: the commissioning report, sending it by e-mail, and an output label's link (F, H-01).
  ...handlersIn(report),
  ...handlersIn(pastJobs),
  ...handlersIn(mail),
  ...handlersIn(unitLink),
};
