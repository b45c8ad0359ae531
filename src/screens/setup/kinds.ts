// Screen kinds of the setup area and the outcomes each can emit (pure data).
export const setupScreenOutcomes = {
} as const satisfies Record<string, readonly string[]>;
