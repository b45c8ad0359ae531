// How handlers' input shapes (declared in each area's contracts.ts) meet what screens submit: the
// build-time checker compares them; TypeScript types each handler's ctx.input and each screen's call.
import type { handlerInputs } from './catalog.ts';
import type { InputName } from './inputs.ts';

/** The input name a handler takes: handlerInput<'login'> is 'credentials'. */
export type HandlerInputName<N extends string> = N extends keyof typeof handlerInputs
  ? (typeof handlerInputs)[N]
  : 'none';

/** Inputs a handler also accepts besides its own: a handler that may look at "the current unit" takes none too. */
export const ALSO_ACCEPTS: Partial<Record<InputName, readonly InputName[]>> = {
  optionalSerial: ['serial', 'none'],
};
