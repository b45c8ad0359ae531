// The report handlers: the commissioning report, sending it by e-mail, and an output label's link (F, H-01).
// Each handler is declared once, with its contract: here, or where its code is (../define.ts).
import { normaliseSerial, validateSerial } from '../rules/serial.ts';
import { loadSystemInfo } from '../unit/loadSystemInfo.ts';
import * as report from './loadCommissioningReport.ts';
import * as pastJobs from './pastJobs.ts';
import * as mail from './sendReportByMail.ts';
import { handler, handlersIn } from '../define.ts';

export const reportHandlers = {
  ...handlersIn(report),
  ...handlersIn(pastJobs),
  ...handlersIn(mail),
  // the serial comes from the link (/system-info/:serial) as it was written, as if typed on
  // /reconfigure-enter-serial; a link with a serial that cannot exist is a unit that cannot be found (H-02)
  // /system-info/:serial, the link in an output label's QR code: that unit becomes current (H-01)
  openUnitLink: handler(
    { input: 'serial', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
    async (ctx) => {
      const serial = normaliseSerial(ctx.input.serial);
      if (validateSerial(serial) !== null) return { kind: 'notFound' };
      return loadSystemInfo({ ...ctx, input: { serial } });
    },
  ),
};
