// Screen kinds of the run area and the outcomes each can emit (pure data).
export const runScreenOutcomes = {
  commissionResult: [], // /commission/20: timeout text, default list, or the troubleshooting page (E-63…E-72)
  troubleshooting: [], // the pages of flows/troubleshooting.yaml (F-12…F-19)
  success: [], // /commission/22: invite form; runs the step's handler after confirmation (G-04…G-10)
} as const satisfies Record<string, readonly string[]>;
