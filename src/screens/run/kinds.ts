// Screen kinds of the run area and the outcomes each can emit (pure data).
export const runScreenOutcomes = {
  troubleshooting: [], // the pages of flows/troubleshooting.yaml (F-12…F-19)
  nps: ['skipped'], // /net-promoter-score: runs the step's handler on submit (G-01…G-03); after a failed send, go on without it
} as const satisfies Record<string, readonly string[]>;
