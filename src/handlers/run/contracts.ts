// The run handlers, each declared once: the input shape it takes (src/handlers/inputs.ts)
// and the outcome names it returns. Pure data: the flow checker reads it in Node, and the types of
// the implementations, the screens' calls and the registry come from it.
import type { HandlerContracts } from '../contract.ts';

export const runContracts = {
  // /commission/19 Commission (E-47): prepares a run with upload; /commission/21 runs it. A run of
  // this unit still in progress is not started again: /commission/21 picks it up
  startCommissioning: { input: 'none', outcomes: ['started', 'inProgress'] },
  // Try again / Retry (E-54, Z-54): uploads again only on /commission/20?fail=first
  retryCommissioning: { input: 'none', outcomes: ['started'] },
  // /commission/21 (E-48…E-53, Y.13, Y.14): the run of the serial it is handed (the job's unit), itself
  runCommissioning: {
    input: 'serial',
    outcomes: [
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
  },
  // /commission/20 (E-63…E-65, E-72, Z-23): the default list, or the troubleshooting page to open ({ page })
  loadCommissionResult: { input: 'none', outcomes: ['ready', 'troubleshoot'] },
  // /net-promoter-score (G-03, Z-46): always leads on, even when the call fails
  sendNps: { input: 'formData', outcomes: ['sent'] },
  // /commission/22 invite (G-07)
  sendInvite: { input: 'email', outcomes: ['sent'] },
  inviteFromForm: { input: 'formData', outcomes: ['sent'] }, // G-07 from /access-control's invite form
  // COMMISSION ANOTHER UNIT (G-09)
  resetCommissioningDraft: { input: 'none', outcomes: ['done'] },
} as const satisfies HandlerContracts;
