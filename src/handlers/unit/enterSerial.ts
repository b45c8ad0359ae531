// D-02: the serial form (content/forms/serial) at /commission/3 and /reconfigure-enter-serial hands
// its formData here (/wifi-enter-serial's checkWifi reads it the same way). What was typed is
// normalised and checked once (parseSerial: D-03, L-15, L-16), then each route's next action runs.
import { parseSerial, type Serial } from '../rules/serial.ts';
import { failedKey, type Failure } from '../types.ts';
import { adoptSerial } from './currentUnit.ts';
import { loadSystemInfo } from './loadSystemInfo.ts';
import { handler } from '../define.ts';

/** The form's `serial` field as a Serial, or its problem in the form's own words (the form checks first). */
export function serialFromForm(data: Record<string, unknown>): Serial | Failure {
  const parsed = parseSerial(data.serial);
  return 'serial' in parsed ? parsed.serial : failedKey(`forms.serial.errors.serial.${parsed.error}`);
}

// D-02: the serial typed on /commission/3
/** /commission/3: the typed serial becomes the job's unit; the search comes next (D-07). */
export const enterCommissioningSerial = handler({ input: 'formData', outcomes: ['set'] }, async ({ input }) => {
  const serial = serialFromForm(input);
  if (typeof serial !== 'string') return serial;
  adoptSerial(serial);
  return { kind: 'set' };
});

// H-01…H-04: the serial typed on /reconfigure-enter-serial
/** /reconfigure-enter-serial: the system info of the typed serial (H-01…H-04). */
export const enterServiceSerial = handler(
  { input: 'formData', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
  async (ctx) => {
    const serial = serialFromForm(ctx.input);
    if (typeof serial !== 'string') return serial;
    return loadSystemInfo({ ...ctx, input: { serial } });
  },
);
