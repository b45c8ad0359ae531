// Outcome names of the setup handlers; the flow checker reads this at build time (no imports here).
export const setupOutcomes = {
} as const satisfies Record<string, readonly string[]>;
