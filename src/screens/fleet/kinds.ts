// Screen kinds of the fleet area and the outcomes each can emit (pure data).
export const fleetScreenOutcomes = {
  viewFleet: ['site'], // /view-fleet: a site chosen, params { projectId } (H-38)
} as const satisfies Record<string, readonly string[]>;
