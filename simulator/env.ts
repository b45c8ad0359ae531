// Shared Hono typing for the simulator's routes: the contract middleware puts the checked body and
// the signed-in account into the context.
import type { Account, Links } from './accounts';
import type { Model } from './model';

export interface SimContext {
  model: Model;
  speed: number;
  log: boolean;
  /** where reset and verification links point; set from configuration, never from a request */
  links: Links;
}

export interface SimEnv {
  Variables: {
    account: Account;
    body: unknown;
    operation: { id: string; params: Record<string, string> };
    requestId: string;
    error?: Error;
  };
}

/** simulated seconds → real milliseconds */
export function simMs(ctx: SimContext, seconds: number): number {
  return (seconds * 1000) / ctx.speed;
}
