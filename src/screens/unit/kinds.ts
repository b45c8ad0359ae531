// Screen kinds of the unit area and the outcomes each can emit (pure data).
export const unitScreenOutcomes = {
} as const satisfies Record<string, readonly string[]>;
