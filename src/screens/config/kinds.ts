// Screen kinds of the config area and the outcomes each can emit (pure data).
export const configScreenOutcomes = {
  connectionUnits: [], // /commission/13|14/:index: runs the step's handler (saveConnection) on NEXT (E-15)
} as const satisfies Record<string, readonly string[]>;
