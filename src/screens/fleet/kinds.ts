// Screen kinds of the fleet area and the outcomes each can emit (pure data). solsharesAtSite runs
// its step's handler (loadSystemInfo) when a SolShare of the site is tapped.
export const fleetScreenOutcomes = {
  solsharesAtSite: ['backToSystemInfo', 'backToFleet'], // /solshares-at-site: Back by `from` (H-37, Z-43)
  viewFleet: ['site'], // /view-fleet: a site chosen, params { projectId } (H-38)
} as const satisfies Record<string, readonly string[]>;
