// Screen kinds of the config area and the outcomes each can emit (pure data).
export const configScreenOutcomes = {
  connectionType: ['three', 'single'], // /commission/12/:index; No Connection runs the step's handler (E-13, E-14)
  connectionUnits: [], // /commission/13|14/:index: runs the step's handler (saveConnection) on NEXT (E-15)
  connectionReview: ['yes', 'no'], // /commission/15 (E-21, Z-52)
  connectionEdit: [], // /commission/16: runs the step's handler on save (E-22)
  deliveryMethod: [], // /commission/17: runs the step's handler on NEXT (E-24…E-28)
  allocation: [], // /commission/unequal-allocation/:index: runs the step's handler on NEXT (E-38)
  allocationReview: [], // read-only; its buttons act (E-41)
  ctRating: [], // runs the step's handler on a tap, or on arrival when automatic (E-42, Z-51)
} as const satisfies Record<string, readonly string[]>;
