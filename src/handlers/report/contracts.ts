// The report handlers, each declared once: the input shape it takes (src/handlers/inputs.ts)
// and the outcome names it returns. Pure data: the flow checker reads it in Node, and the types of
// the implementations, the screens' calls and the registry come from it.
import type { HandlerContracts } from '../contract.ts';

export const reportContracts = {
  // /commissioning-report and /output-labels load on arrival and stay (the screen shows the data or
  // the lookup result in place)
  loadCommissioningReport: { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
  // /system-info/:serial, the link in an output label's QR code: that unit becomes current (H-01)
  openUnitLink: { input: 'serial', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
} as const satisfies HandlerContracts;
