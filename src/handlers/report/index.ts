// The report handlers, typed against their outcome names.
import { normaliseSerial, validateSerial } from '../rules/serial.ts';
import { loadSystemInfo } from '../unit/loadSystemInfo.ts';
import type { HandlerImpls } from '../types.ts';
import { loadCommissioningReport } from './loadCommissioningReport.ts';
import type { reportContracts } from './contracts.ts';

export const reportHandlers: HandlerImpls<typeof reportContracts> = {
  loadCommissioningReport,
  // the serial comes from the link (/system-info/:serial) as it was written, as if typed on
  // /reconfigure-enter-serial; a link with a serial that cannot exist is a unit that cannot be found (H-02)
  openUnitLink: async (ctx) => {
    const serial = normaliseSerial(ctx.input.serial);
    if (validateSerial(serial) !== null) return { kind: 'notFound' };
    return loadSystemInfo({ ...ctx, input: { serial } });
  },
};
