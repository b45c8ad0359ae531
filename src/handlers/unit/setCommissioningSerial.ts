// D-02: /commission/3 and /commission/4 hand over a valid serial; the search (D-07) comes next.

import { adoptSerial, serialFromInput } from './currentUnit.ts';
import { handler } from '../define.ts';

// D-02: a valid serial for the wizard (the QR code)
export const setCommissioningSerial = handler({ input: 'serial', outcomes: ['set'] }, async ({ input }) => {
  adoptSerial(serialFromInput(input));
  return { kind: 'set' };
});
