// Screen kinds of the fleet area and the outcomes each can emit (pure data).
export const fleetScreenOutcomes = {
} as const satisfies Record<string, readonly string[]>;
