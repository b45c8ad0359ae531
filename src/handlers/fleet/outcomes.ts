// Outcome names of the fleet handlers; the flow checker reads this at build time (no imports here).
export const fleetOutcomes = {
} as const satisfies Record<string, readonly string[]>;
