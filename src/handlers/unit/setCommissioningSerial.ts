// D-02: /commission/3 and /commission/4 hand over a valid serial; the search (D-07) comes next.
import type { Handler } from '../types.ts';
import { adoptSerial, serialFromInput } from './currentUnit.ts';

export const setCommissioningSerial: Handler<'set', 'serial'> = async ({ input }) => {
  adoptSerial(serialFromInput(input));
  return { kind: 'set' };
};
