// Declaring a handler names it once, with its contract beside its code, as XState's setup() names
// each implementation once: `export const saveSpec = handler({ input: 'formData', outcomes: ['saved'] },
// async ({ api, input }) => …)`. The contract types ctx.input and the outcomes the code may return;
// the registry (index.ts), the screens' types (registryTypes.ts) and the checker's catalog
// (catalog.generated.json, written from the registry) all come from these declarations.
import type { InputName } from './inputs.ts';
import type { HandlerContext, Outcome } from './types.ts';

/** What a handler declares: the input shape it is handed and the outcome names it returns. */
export interface HandlerContract<I extends InputName = InputName, O extends string = string> {
  readonly input: I;
  readonly outcomes: readonly O[];
}

/**
 * What a handler may start with its input as typed so far, before the tap that runs it: what its next step
 * will ask the server (the unit's search for a valid serial), so the tap finds the answer on its way. It is
 * called on every change, must check the input itself and must never fail aloud.
 */
export type HandlerAhead<I extends InputName = InputName> = (
  ctx: Pick<HandlerContext<I>, 'api' | 'config'> & { input: unknown },
) => void;

/** A declared handler: called like its code, and carrying its contract for the registry and the checker. */
export type DeclaredHandler<I extends InputName = InputName, O extends string = string, R = Outcome<O>> = ((
  ctx: HandlerContext<I>,
) => Promise<R>) & { readonly contract: HandlerContract<I, O>; readonly ahead?: HandlerAhead<I> };

/**
 * Declares a handler: its contract and its code. The code's `ctx` is typed from the input shape, and
 * it may return only the declared outcomes (with data of its own, as a `load:` handler's `ready`), or
 * a failure. `ahead`, where given: what it starts before its tap (HandlerAhead).
 */
export function handler<const I extends InputName, const O extends string, R extends Outcome<O>>(
  contract: { input: I; outcomes: readonly O[] },
  code: (ctx: HandlerContext<I>) => Promise<R>,
  ahead?: HandlerAhead<I>,
): DeclaredHandler<I, O, R> {
  return Object.assign(code, ahead ? { contract, ahead } : { contract });
}
