// Screen kinds of the config area and the outcomes each can emit (pure data).
export const configScreenOutcomes = {
} as const satisfies Record<string, readonly string[]>;
