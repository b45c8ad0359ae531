// Screen kinds of the run area and the outcomes each can emit (pure data).
export const runScreenOutcomes = {
} as const satisfies Record<string, readonly string[]>;
