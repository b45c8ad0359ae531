// The setup handlers, each declared once: the input shape it takes (src/handlers/inputs.ts)
// and the outcome names it returns. Pure data: the flow checker reads it in Node, and the types of
// the implementations, the screens' calls and the registry come from it.
import type { HandlerContracts } from '../contract.ts';

export const setupContracts = {
  loadDeliveryMethodEdit: { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] }, // H-22, H-23: from system info (again after a reload)
  loadDeliveryMethod: { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] }, // /view-solar-deliver-method on arrival (H-19)
  loadConnectedUnits: { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] }, // /view-connected-units on arrival (H-26)
  saveDeliveryMethod: { input: 'formData', outcomes: ['saved'] }, // H-24; a failure reloads system info and stays (H-25)
  loadConnectedUnitsEdit: { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] }, // /edit-connected-units on arrival: the enable-for-solar boxes (H-27)
  saveConnectedUnits: { input: 'formData', outcomes: ['saved'] }, // H-28; a failure reloads system info and stays (H-30)
  loadResetConnections: { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] }, // /reset-connections on arrival: the boxes to start from (E-23)
  startRecommissioning: { input: 'formData', outcomes: ['started', 'needsInverter'] }, // E-23, E-55: /reset-connections → the run with upload; no inverter known → ask for it
  startRecommissioningWithSpec: { input: 'formData', outcomes: ['started'] }, // the specifications, then the run with upload
} as const satisfies HandlerContracts;
