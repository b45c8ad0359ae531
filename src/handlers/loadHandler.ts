// Handlers load on first use: their code (rules, API calls) stays out of the first screen's chunk.
import type { Handler } from './types.ts';

let registry: Promise<Partial<Record<string, Handler<string>>>> | undefined;

export async function loadHandler(name: string): Promise<Handler<string>> {
  registry ??= import('./index.ts').then((m) => m.handlers as Partial<Record<string, Handler<string>>>);
  const handler = (await registry)[name];
  if (!handler) throw new Error(`handler '${name}' is not registered`);
  return handler;
}

/** Start the download early (after the first screen shows) so the first tap does not wait for it. */
export function prefetchHandlers(): void {
  void loadHandler('login').catch(() => undefined);
}
