// Screen kinds of the setup area and the outcomes each can emit (pure data). Every setup screen
// loads system info when it is missing (a reload, H-01) and leads its not-found / forbidden /
// not-commissioned results on like /reconfigure-enter-serial does (Z-42).
const load = ['notFound', 'forbidden', 'notCommissioned'] as const;

export const setupScreenOutcomes = {
  connectedUnitsEdit: load, // H-27…H-30
  resetConnections: load, // E-23, E-55
} as const satisfies Record<string, readonly string[]>;
