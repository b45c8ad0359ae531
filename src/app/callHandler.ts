// Calling a handler by name, the one way the app does it: the handler's code loads on first use, its
// module alone (its rules and API calls stay out of the first screen's chunk), and its context is the
// app's services and where the person is (the route's params, path and query), for one call with its
// own AbortSignal.
// Every caller (a screen's submit, a step's load, a handler run for its result (useHandler.ts), the
// fleet's pages) comes here, so a field added to the context reaches them all at once.
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import type {
  HandlerInput,
  HandlerInputName,
  HandlerName,
  HandlerOutcomeName,
  HandlerRegistry,
} from '../handlers/registryTypes.ts';
import { failed, type Handler, type HandlerContext, type Outcome } from '../handlers/types.ts';
import type { HandlerAhead } from '../handlers/define.ts';
import { useApp, type AppServices } from './AppContext.tsx';

// the loaders are a chunk of their own too: each dynamic import in them carries the list of chunks it
// needs, 2.7 KB gzip in all, which the landing page would otherwise load before it can be tapped
type Loaders = typeof import('../handlers/loaders.generated.ts').handlerLoaders;
let loaders: Promise<Loaders> | undefined;

function handlerLoaders(): Promise<Loaders> {
  loaders ??= import('../handlers/loaders.generated.ts').then(
    (m) => m.handlerLoaders,
    (error: unknown) => {
      loaders = undefined; // no signal: the next call asks again
      throw error;
    },
  );
  return loaders;
}

/** A handler that is not in the registry: the app's own mistake, never said as no signal. */
class UnknownHandler extends Error {}

export async function loadHandler<N extends HandlerName>(name: N): Promise<HandlerRegistry[N]> {
  const load = (await handlerLoaders())[name] as (() => Promise<HandlerRegistry[N]>) | undefined;
  if (!load) throw new UnknownHandler(`handler '${name}' is not registered`);
  return load();
}

/**
 * Runs a handler by name with an input of the shape its catalog entry declares. Its code that cannot be
 * fetched (no signal before the service worker holds it) is a failed call of the offline class: the
 * screen says the phone has no signal and offers Try again, keeping what was typed.
 */
export async function invokeHandler<N extends HandlerName>(
  name: N,
  ctx: Omit<HandlerContext, 'input'> & { input: HandlerInput<N> },
): Promise<Outcome<HandlerOutcomeName<N>>> {
  let handler: Handler<HandlerOutcomeName<N>, HandlerInputName<N>>;
  try {
    // TypeScript cannot call a member of a mapped registry with a generic key; the types above say it fits
    handler = (await loadHandler(name)) as unknown as Handler<HandlerOutcomeName<N>, HandlerInputName<N>>;
  } catch (error) {
    if (error instanceof UnknownHandler) throw error;
    return failed({ class: 'offline' });
  }
  return handler(ctx as HandlerContext<HandlerInputName<N>>);
}

// each handler's `ahead` once its code is here (null: it has none), so a key press does not wait for a module
const aheadOf = new Map<string, HandlerAhead | null>();

/**
 * Hands the handler named `name` what is typed so far, before the tap that runs it: one that declares
 * `ahead` starts what its next step will need (src/handlers/define.ts). Best effort: it fails silently.
 */
export function handAhead(name: string, services: AppServices, input: unknown): void {
  const known = aheadOf.get(name);
  const ahead = (found: HandlerAhead | null) => found?.({ api: services.api, config: services.config, input });
  if (known !== undefined) return void ahead(known);
  void loadHandler(name as HandlerName).then(
    (loaded) => {
      const found = (loaded as { ahead?: HandlerAhead }).ahead ?? null;
      aheadOf.set(name, found);
      ahead(found);
    },
    () => undefined, // no signal for its code: the tap says it
  );
}

/** Starts the download of handlers' code early, so the tap that runs one does not wait for it. */
export function prefetchHandlers(names: readonly string[]): void {
  for (const name of names) void loadHandler(name as HandlerName).catch(() => undefined); // an unknown name: nothing
}

/** Everything of a handler's context but its input, which the caller adds. */
export type HandlerWhere = Omit<HandlerContext, 'input'>;

/** What one call may set for itself: an API client bound to its intent, a progress listener. */
export type OwnContext = Partial<Pick<HandlerContext, 'api' | 'progress'>>;

export type ContextFor = (signal: AbortSignal, own?: OwnContext) => HandlerWhere;

export interface HandlerPlace {
  services: AppServices;
  params: Record<string, string>;
  path: string;
  search: string;
}

/** The context builder for a place; for code outside React (a route's opening). */
export const contextAt =
  ({ services, params, path, search }: HandlerPlace): ContextFor =>
  (signal, own = {}) => ({
    api: own.api ?? services.api,
    config: services.config,
    params,
    query: new URLSearchParams(search),
    path,
    signal,
    ...(own.progress ? { progress: own.progress } : {}),
  });

/** The context builder for the screen now shown; it changes when the route or the services do. */
export function useHandlerContext(params: Record<string, string>): ContextFor {
  const services = useApp();
  const [path] = useLocation();
  const search = useSearch();
  return useCallback(
    (signal, own) => contextAt({ services, params, path, search })(signal, own),
    [services, params, path, search],
  );
}
