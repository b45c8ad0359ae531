// Which input shape (src/handlers/inputs.ts) each handler takes. Pure data: the build-time checker
// compares it with the shape a step's screen kind submits; TypeScript types each handler's ctx.input
// and each screen's call from it.
import type { HandlerName } from './catalog.ts';
import type { InputName } from './inputs.ts';

export const handlerInputs = {
  // account
  login: 'credentials',
  forgetPassword: 'email',
  register: 'formData',
  resetPassword: 'formData',
  loadFleet: 'reload',
  beginCommissioning: 'none',
  chooseSite: 'site',
  clearAddress: 'none',
  saveSiteAddress: 'formData',
  sendFeedback: 'formData',
  loadSupportContact: 'none',
  loadInfoCentre: 'none',
  // unit
  setCommissioningSerial: 'serial',
  enterCommissioningSerial: 'formData',
  enterServiceSerial: 'formData',
  searchUnit: 'none',
  loadSystemInfo: 'optionalSerial',
  checkWifi: 'formData',
  resetCommissioning: 'none',
  decideSoftwareUpdate: 'none',
  runSoftwareUpdate: 'none',
  loadWifiStatus: 'none',
  // config
  saveAddress: 'formData',
  saveSpec: 'formData',
  saveConnection: 'connectionChoice',
  loadConnectionEdit: 'none',
  saveEditedConnections: 'formData',
  chooseDeliveryMethod: 'choice',
  loadAllocationPhase: 'none',
  saveAllocationPhase: 'formData',
  confirmAllocation: 'none',
  decideCtStep: 'none',
  chooseCtRating: 'choice',
  chooseConnectionType: 'choice',
  loadConnectionReview: 'none',
  loadAllocationReview: 'none',
  // run
  startCommissioning: 'none',
  retryCommissioning: 'none',
  runCommissioning: 'none',
  loadCommissionResult: 'none',
  sendNps: 'formData',
  sendInvite: 'email',
  inviteFromForm: 'formData',
  resetCommissioningDraft: 'none',
  // fleet
  loadSystemInfoView: 'none',
  loadFaultStatus: 'none',
  loadBuildingAddress: 'none',
  loadAccessList: 'none',
  loadSolsharesAtSite: 'none',
  beginBuildingAddressEdit: 'none',
  updateBuildingAddress: 'formData',
  // setup
  loadDeliveryMethodEdit: 'none',
  loadConnectedUnits: 'none',
  loadDeliveryMethod: 'none',
  saveDeliveryMethod: 'formData',
  loadConnectedUnitsEdit: 'none',
  saveConnectedUnits: 'formData',
  loadResetConnections: 'none',
  startRecommissioning: 'formData',
  startRecommissioningWithSpec: 'formData',
  // report
  loadCommissioningReport: 'none',
  openUnitLink: 'none', // the serial is in the route (/system-info/:serial)
} as const satisfies Record<HandlerName, InputName>;

/** The input name a handler takes: handlerInput<'login'> is 'credentials'. */
export type HandlerInputName<N extends string> = N extends keyof typeof handlerInputs ? (typeof handlerInputs)[N] : 'none';

/** Inputs a handler also accepts besides its own: a handler that may look at "the current unit" takes none too. */
export const ALSO_ACCEPTS: Partial<Record<InputName, readonly InputName[]>> = {
  optionalSerial: ['serial', 'none'],
};

/** True when a screen that submits `sent` may run a handler that takes `taken`. */
export function acceptsInput(taken: InputName, sent: InputName): boolean {
  return taken === sent || (ALSO_ACCEPTS[taken] ?? []).includes(sent);
}
