// The fleet handlers, each declared once: the input shape it takes (src/handlers/inputs.ts)
// and the outcome names it returns. Pure data: the flow checker reads it in Node, and the types of
// the implementations, the screens' calls and the registry come from it.
import type { HandlerContracts } from '../contract.ts';

export const fleetContracts = {
  loadBuildingAddress: { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] }, // /view-building-address on arrival (H-14)
  loadAccessList: { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] }, // /access-control on arrival (H-40): who has access, for the invite form
  loadFaultStatus: { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] }, // /fault-status on arrival (H-31…H-34)
  loadSystemInfoView: { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] }, // /system-info on arrival (H-05…H-13); ready carries the rows' data
  loadSolsharesAtSite: { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] }, // /solshares-at-site on arrival (H-35): the site and its units
  beginBuildingAddressEdit: { input: 'none', outcomes: ['editing'] }, // H-14: EDIT seeds the form from the unit's project
  updateBuildingAddress: { input: 'formData', outcomes: ['saved'] }, // H-18
} as const satisfies HandlerContracts;
