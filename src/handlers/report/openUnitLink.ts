// An output label's link (/system-info/:serial): that unit becomes the one looked at (H-01, H-02).
import { normaliseSerial, validateSerial } from '../rules/serial.ts';
import { loadSystemInfo } from '../unit/loadSystemInfo.ts';
import { handler } from '../define.ts';

// the serial comes from the link (/system-info/:serial) as it was written, as if typed on
// /reconfigure-enter-serial; a link with a serial that cannot exist is a unit that cannot be found (H-02)
// /system-info/:serial, the link in an output label's QR code: that unit becomes current (H-01)
export const openUnitLink = handler(
  { input: 'serial', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
  async (ctx) => {
    const serial = normaliseSerial(ctx.input.serial);
    if (validateSerial(serial) !== null) return { kind: 'notFound' };
    return loadSystemInfo({ ...ctx, input: { serial } });
  },
);
