// What a handler receives and returns. Outcomes are a discriminated union whose names the flow
// checker also knows (catalog.ts), so YAML and TypeScript agree on them.
import type { ProviderApi } from '../api/provider.ts';
import type { AppConfig } from '../config/appConfig.ts';

export interface HandlerContext {
  api: ProviderApi;
  config: AppConfig;
  params: Record<string, string>; // route params, e.g. { index: '2' }
  query: URLSearchParams;
  path: string; // the route path now shown, e.g. /commission/12/2
  signal: AbortSignal; // aborted when the screen is left: ignore late replies
  input?: unknown; // what the screen collected (form data, a chosen option ...)
}

/** An expected failure the screen shows in place (J-13 text), keeping what the user typed. */
export interface Failure {
  kind: 'failed';
  message: string;
}

export type Outcome<K extends string> = { kind: K; params?: Record<string, string | number> } | Failure;

export const isFailure = (outcome: Outcome<string>): outcome is Failure => outcome.kind === 'failed' && 'message' in outcome;

export const failed = (message: string): Failure => ({ kind: 'failed', message });

export type Handler<K extends string> = (ctx: HandlerContext) => Promise<Outcome<K>>;

/** Typed implementations for a catalog of outcome names. */
export type HandlerImpls<C extends Record<string, readonly string[]>> = { [N in keyof C]: Handler<C[N][number]> };
