// Screen kinds of the config area and the outcomes each can emit (pure data).
export const configScreenOutcomes = {
  connectionUnits: [], // /commission/13|14/:index: runs the step's handler (saveConnection) on NEXT (E-15)
  connectionReview: ['yes', 'no'], // /commission/15 (E-21, Z-52)
  allocation: [], // /commission/unequal-allocation/:index: runs the step's handler on NEXT (E-38)
  allocationReview: [], // read-only; its buttons act (E-41)
} as const satisfies Record<string, readonly string[]>;
