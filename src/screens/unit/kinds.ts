// Screen kinds of the unit area and the outcomes each can emit (pure data). Each of them acts only
// by running its step's handler, so the step's `on:` maps that handler's outcomes.
export const unitScreenOutcomes = {
  qrScan: [], // camera or photo QR reading (D-05, D-06); a valid serial goes to the step's handler
} as const satisfies Record<string, readonly string[]>;
