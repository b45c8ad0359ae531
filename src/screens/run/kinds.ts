// Screen kinds of the run area and the outcomes each can emit (pure data).
export const runScreenOutcomes = {
  commissionProgress: ['success'], // /commission/21: runs the step's handler and draws the run's bar (E-57…E-61); says a passed run at 100 % before leading on (E-50)
  commissionResult: [], // /commission/20: timeout text, default list, or the troubleshooting page (E-63…E-72)
  troubleshooting: [], // the pages of flows/troubleshooting.yaml (F-12…F-19)
  nps: [], // /net-promoter-score: runs the step's handler on submit (G-01…G-03)
  success: [], // /commission/22: invite form; runs the step's handler after confirmation (G-04…G-10)
} as const satisfies Record<string, readonly string[]>;
