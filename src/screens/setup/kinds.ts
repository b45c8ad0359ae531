// Screen kinds of the setup area and the outcomes each can emit (pure data). Every setup screen
// loads system info when it is missing (a reload, H-01) and leads its not-found / forbidden /
// not-commissioned results on like /reconfigure-enter-serial does (Z-42).
const load = ['notFound', 'forbidden', 'notCommissioned'] as const;

export const setupScreenOutcomes = {
  deliveryMethodView: load, // H-19…H-21
  deliveryMethodEdit: load, // H-22…H-25 (SAVE runs the route's handler)
  connectedUnitsView: load, // H-26
} as const satisfies Record<string, readonly string[]>;
