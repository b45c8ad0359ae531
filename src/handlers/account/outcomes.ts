// Outcome names of the account handlers; the flow checker reads this at build time (no imports here).
export const accountOutcomes = {
} as const satisfies Record<string, readonly string[]>;
