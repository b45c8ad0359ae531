// The one way a handler's context is built: the app's services and where the person is (the route's
// params, path and query), for one call with its own AbortSignal. Every caller (a screen's submit, a
// step's load, a handler run for its result, the fleet's pages) asks here, so a field added to the
// context reaches them all at once.
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { HandlerContext } from '../handlers/types.ts';
import { useApp, type AppServices } from './AppContext.tsx';

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
