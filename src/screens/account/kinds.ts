// Screen kinds of the account area and the outcomes each can emit (pure data).
export const accountScreenOutcomes = {
} as const satisfies Record<string, readonly string[]>;
