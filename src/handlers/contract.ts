// What declaring a handler takes: the input shape it is handed and the outcome names it returns.
// Each area's contracts.ts declares its handlers with this, once; everything else derives from it.
import type { InputName } from './inputs.ts';

export interface HandlerContract {
  input: InputName;
  outcomes: readonly string[];
}

export type HandlerContracts = Record<string, HandlerContract>;
