// Screen kinds of the run area and the outcomes each can emit (pure data).
export const runScreenOutcomes = {
  troubleshooting: [], // the pages of flows/troubleshooting.yaml (F-12…F-19)
} as const satisfies Record<string, readonly string[]>;
