// Handlers load on first use: their code (rules, API calls) stays out of the first screen's chunk.
import type {
  HandlerInput,
  HandlerInputName,
  HandlerName,
  HandlerOutcomeName,
  HandlerRegistry,
} from './registryTypes.ts';
import type { Handler, HandlerContext, Outcome } from './types.ts';

let registry: Promise<HandlerRegistry> | undefined;

export async function loadHandler<N extends HandlerName>(name: N): Promise<HandlerRegistry[N]> {
  registry ??= import('./index.ts').then((m) => m.handlers);
  const handler = (await registry)[name];
  if (!handler) throw new Error(`handler '${name}' is not registered`);
  return handler;
}

/** Runs a handler by name with an input of the shape its catalog entry declares. */
export async function invokeHandler<N extends HandlerName>(
  name: N,
  ctx: Omit<HandlerContext, 'input'> & { input: HandlerInput<N> },
): Promise<Outcome<HandlerOutcomeName<N>>> {
  // TypeScript cannot call a member of a mapped registry with a generic key; the types above say it fits
  const handler = (await loadHandler(name)) as unknown as Handler<HandlerOutcomeName<N>, HandlerInputName<N>>;
  return handler(ctx as HandlerContext<HandlerInputName<N>>);
}

/** Start the download early (after the first screen shows) so the first tap does not wait for it. */
export function prefetchHandlers(): void {
  void loadHandler('logIn').catch(() => undefined);
}
