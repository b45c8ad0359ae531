// How handlers' input shapes (declared with each handler, define.ts) meet what screens submit: the
// build-time checker compares them; TypeScript types each handler's ctx.input and each screen's call.
import type { InputName } from './inputs.ts';

/** Inputs a handler also accepts besides its own: a handler that may look at "the current unit" takes none too. */
export const ALSO_ACCEPTS: Partial<Record<InputName, readonly InputName[]>> = {
  optionalSerial: ['serial', 'none'],
};
