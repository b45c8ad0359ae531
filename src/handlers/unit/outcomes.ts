// Outcome names of the unit handlers; the flow checker reads this at build time (no imports here).
export const unitOutcomes = {
} as const satisfies Record<string, readonly string[]>;
