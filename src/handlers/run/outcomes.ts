// Outcome names of the run handlers; the flow checker reads this at build time (no imports here).
export const runOutcomes = {
  // /commission/19 Commission (E-47): prepares a run with upload; /commission/21 runs it. A run of
  // this unit still in progress is not started again: /commission/21 picks it up
  startCommissioning: ['started', 'inProgress'],
  // Try again / Retry (E-54, Z-54): uploads again only on /commission/20?fail=first
  retryCommissioning: ['started'],
  // /commission/21 (E-48…E-53, Y.13, Y.14): the run itself
  runCommissioning: [
    'success',
    'failedFirst',
    'failedSecond',
    'notFound',
    'alreadyCommissioned',
    'needsPowerCycle',
    'unreachable',
    'forbidden',
    'notCommissioned',
  ],
  // /commission/20 (E-63…E-65, E-72, Z-23): the default list, or the troubleshooting page to open ({ page })
  loadCommissionResult: ['ready', 'troubleshoot'],
  // /net-promoter-score (G-03, Z-46): always leads on, even when the call fails
  sendNps: ['sent'],
  // /commission/22 invite (G-07)
  sendInvite: ['sent'],
  inviteFromForm: ['sent'], // G-07 from /access-control's invite form
  // COMMISSION ANOTHER UNIT (G-09)
  resetCommissioningDraft: ['done'],
} as const satisfies Record<string, readonly string[]>;
