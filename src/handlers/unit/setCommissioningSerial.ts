// D-02: /commission/3 and /commission/4 hand over a valid serial; the search (D-07) comes next.
import type { HandlerOf } from '../types.ts';
import { adoptSerial, serialFromInput } from './currentUnit.ts';

export const setCommissioningSerial: HandlerOf<'setCommissioningSerial'> = async ({ input }) => {
  adoptSerial(serialFromInput(input));
  return { kind: 'set' };
};
