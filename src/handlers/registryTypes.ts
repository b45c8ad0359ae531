// The screens' side of the handlers, as types taken from the registry (index.ts): the names a screen
// may run, the input each takes and the outcomes it returns. A screen that hands a handler the wrong
// input, or names one that is not declared, does not compile. Types only: nothing here is loaded.
import type { handlers } from './index.ts';
import type { Inputs } from './inputs.ts';

export type HandlerRegistry = typeof handlers;

export type HandlerName = keyof HandlerRegistry;

/** The input name a handler takes: HandlerInputName<'logIn'> is 'credentials'. */
export type HandlerInputName<N extends string> = N extends HandlerName
  ? HandlerRegistry[N]['contract']['input']
  : 'none';

/** The outcome names of a handler: HandlerOutcomeName<'decideCtStep'> is 'ctAutomatic' | 'ctPage'. */
export type HandlerOutcomeName<N extends HandlerName> = HandlerRegistry[N]['contract']['outcomes'][number];

/** The input a handler takes, as a type: HandlerInput<'logIn'> is { email; password }. */
export type HandlerInput<N extends HandlerName> = Inputs[HandlerInputName<N>];
