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

/** Words as a locale key and its values; the screen translates them (handlers know no language). */
export interface MessageKey {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * An expected failure the screen shows in place, keeping what the user typed: the server's own words
 * (J-13, a string) or a locale key.
 */
export interface Failure {
  kind: 'failed';
  message: string | MessageKey;
}

export type Outcome<K extends string> = { kind: K; params?: Record<string, string | number> } | Failure;

/** True for a failure to show (an outcome that happens to be named 'failed' carries no message). */
export const isFailure = <O extends { kind: string }>(outcome: O): outcome is Extract<O, { kind: 'failed'; message: unknown }> =>
  outcome.kind === 'failed' && 'message' in outcome;

export const failed = (message: string | MessageKey): Failure => ({ kind: 'failed', message });

/** A failure in the app's own words: failedKey('ct.errors.choose'). */
export const failedKey = (key: string, values?: MessageKey['values']): Failure => failed(values ? { key, values } : { key });

export type Handler<K extends string> = (ctx: HandlerContext) => Promise<Outcome<K>>;

/** Typed implementations for a catalog of outcome names. */
export type HandlerImpls<C extends Record<string, readonly string[]>> = { [N in keyof C]: Handler<C[N][number]> };
