// Outcome names of the setup handlers; the flow checker reads this at build time (no imports here).
export const setupOutcomes = {
  loadDeliveryMethodEdit: ['ready', 'notFound', 'forbidden', 'notCommissioned'], // H-22, H-23: from system info (again after a reload)
  loadDeliveryMethod: ['ready', 'notFound', 'forbidden', 'notCommissioned'], // /view-solar-deliver-method on arrival (H-19)
  loadConnectedUnits: ['ready', 'notFound', 'forbidden', 'notCommissioned'], // /view-connected-units on arrival (H-26)
  saveDeliveryMethod: ['saved'], // H-24; a failure reloads system info and stays (H-25)
  loadConnectedUnitsEdit: ['ready', 'notFound', 'forbidden', 'notCommissioned'], // /edit-connected-units on arrival: the enable-for-solar boxes (H-27)
  saveConnectedUnits: ['saved'], // H-28; a failure reloads system info and stays (H-30)
  loadResetConnections: ['ready', 'notFound', 'forbidden', 'notCommissioned'], // /reset-connections on arrival: the boxes to start from (E-23)
  startRecommissioning: ['started', 'needsInverter'], // E-23, E-55: /reset-connections → the run with upload; no inverter known → ask for it
  startRecommissioningWithSpec: ['started'], // the specifications, then the run with upload
} as const satisfies Record<string, readonly string[]>;
