// Outcome names of the config handlers; the flow checker reads this at build time (no imports here).
export const configOutcomes = {
} as const satisfies Record<string, readonly string[]>;
