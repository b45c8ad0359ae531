// Shared Hono typing for the simulator's routes: the contract middleware puts the checked body and
// the signed-in account into the context.
import type { Account } from './accounts';
import type { Model } from './model';

export interface SimContext {
  model: Model;
  speed: number;
  log: boolean;
}

export interface SimEnv {
  Variables: { account: Account; body: unknown; requestId: string; error?: Error };
}

/** simulated seconds → real milliseconds */
export function simMs(ctx: SimContext, seconds: number): number {
  return (seconds * 1000) / ctx.speed;
}
