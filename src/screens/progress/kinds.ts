// The `progress` kind: runs the step's handler on arrival and draws what it reports until an outcome
// leads on (unit search D-07, software update I-04, commissioning run E-57, system-info link). Pure data.
export const progressScreenOutcomes = {
  progress: [],
} as const satisfies Record<string, readonly string[]>;
