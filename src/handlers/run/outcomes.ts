// Outcome names of the run handlers; the flow checker reads this at build time (no imports here).
export const runOutcomes = {
} as const satisfies Record<string, readonly string[]>;
