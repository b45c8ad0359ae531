// Screen kinds of the fleet area and the outcomes each can emit (pure data).
export const fleetScreenOutcomes = {
  viewFleet: ['site'], // /view-fleet: a site chosen, params { projectId } (H-38)
  accessControl: [], // /access-control (H-40): who has access; invite runs the step's handler (G-05…G-07)
} as const satisfies Record<string, readonly string[]>;
