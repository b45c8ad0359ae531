// Outcome names of the fleet handlers; the flow checker reads this at build time (no imports here).
export const fleetOutcomes = {
  loadBuildingAddress: ['ready', 'notFound', 'forbidden', 'notCommissioned'], // /view-building-address on arrival (H-14)
  loadAccessList: ['ready', 'notFound', 'forbidden', 'notCommissioned'], // /access-control on arrival (H-40): who has access, for the invite form
  loadFaultStatus: ['ready', 'notFound', 'forbidden', 'notCommissioned'], // /fault-status on arrival (H-31…H-34)
  loadSystemInfoView: ['ready', 'notFound', 'forbidden', 'notCommissioned'], // /system-info on arrival (H-05…H-13); ready carries the rows' data
  loadSolsharesAtSite: ['ready', 'notFound', 'forbidden', 'notCommissioned'], // /solshares-at-site on arrival (H-35): the site and its units
  beginBuildingAddressEdit: ['editing'], // H-14: EDIT seeds the form from the unit's project
  updateBuildingAddress: ['saved'], // H-18
} as const satisfies Record<string, readonly string[]>;
