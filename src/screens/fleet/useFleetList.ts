// The pages of /view-fleet as the server gives them (loadFleetPage), held by TanStack Query as plain
// data, not in a valtio store (per-site access tracking was 57% of the list's time). The
// client lives as long as the tab, so coming back from a site shows the pages already loaded at once
// (and refreshes them when older than FLEET_STALE_MS). Typing waits DEBOUNCE_MS; a page asked for a search
// the next keystroke replaced is cancelled (TanStack Query aborts a query's signal when nothing shows
// it any more, and the handler passes that signal to fetch).
import { infiniteQueryOptions, keepPreviousData, QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import i18next, { type TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import type { AppServices } from '../../app/AppContext.tsx';
import { contextAt, invokeHandler, useHandlerContext, type ContextFor } from '../../app/callHandler.ts';
import { shownOutcome } from '../../app/shownOutcome.ts';
import { useNewestWords } from '../../app/useNewestWords.ts';
import type { FleetSort, HealthFilter } from '../../handlers/fleet/fleetQuery.ts';
import { FLEET_STALE_MS, forgetFirstFleetPages } from '../../handlers/fleet/firstFleetPage.ts';
import type { FleetPageData } from '../../handlers/fleet/loadFleetPage.ts';
import { isFailure } from '../../handlers/types.ts';
import { fleetView } from '../../state/fleet.ts';
import { session } from '../../state/session.ts';
import type { ShownFailure } from '../../ui/shownFailure.ts';

export const DEBOUNCE_MS = 250;

const fleetClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: FLEET_STALE_MS, gcTime: 10 * 60_000, refetchOnWindowFocus: false },
  },
});

/** Drops the pages held (a test opens the screen as after a fresh start) */
export const forgetFleetList = () => {
  fleetClient.clear();
  forgetFirstFleetPages();
};

/** A failed page, in words, to show with Try again. */
class PageFailed extends Error {
  constructor(readonly shown: ShownFailure) {
    super('fleet page failed');
  }
}

/** `value`, once it has stayed the same for `ms` */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface FleetQueryInput {
  text: string;
  health: HealthFilter;
  sort: FleetSort;
}

/**
 * The one query both the screen and its route's opening (startFleetList) ask: same key, same call.
 * `words`: those a failure is said in, read when the answer arrives.
 */
function fleetListOptions(query: FleetQueryInput, contextFor: ContextFor, words: () => TFunction) {
  return infiniteQueryOptions({
    // the user is part of the key: after a logout on a shared phone the next user never sees these pages
    queryKey: ['fleetSites', session.email, query.text.trim().toLowerCase(), query.health, query.sort],
    initialPageParam: { cursor: null as string | null, index: 0 },
    // a failed call (the one sent as the route opened) is said by the screen, with Try again, not hidden
    // behind a second call as it mounts; the next opening of the route asks again (startFleetList)
    retryOnMount: false,
    getNextPageParam: (last: FleetPageData, pages) =>
      last.page.nextCursor ? { cursor: last.page.nextCursor, index: pages.length } : undefined,
    queryFn: async ({ pageParam, signal }) => {
      const outcome = await invokeHandler('loadFleetPage', {
        ...contextFor(signal),
        input: { ...query, cursor: pageParam.cursor, index: pageParam.index },
      });
      const shown = shownOutcome(outcome, words());
      if (isFailure(shown)) throw new PageFailed(shown.message);
      return (outcome as unknown as { data: FleetPageData }).data; // loadFleetPage's one outcome, `loaded`
    },
  });
}

/**
 * /view-fleet opening (the fleet kind's onOpen, called by FlowRoute): the first page of the list as the
 * screen will ask for it (the search, filter and sort kept in fleetView), sent now, while the screen's code
 * loads and draws. The screen then finds the call on its way, or its answer, under the same key.
 */
export function startFleetList(services: AppServices, path: string, search: string): Promise<void> {
  const query = { text: fleetView.text, health: fleetView.health, sort: fleetView.sort };
  const options = fleetListOptions(query, contextAt({ services, params: {}, path, search }), () => i18next.t);
  // a failure met on an earlier visit is not this visit's: ask again
  fleetClient.removeQueries({ queryKey: options.queryKey, predicate: (q) => q.state.status === 'error' });
  return fleetClient.prefetchInfiniteQuery(options);
}

export function useFleetList(query: FleetQueryInput, params: Record<string, string>) {
  const contextFor = useHandlerContext(params);
  const words = useNewestWords();
  const list = useInfiniteQuery(
    {
      ...fleetListOptions(query, contextFor, () => words.current),
      placeholderData: keepPreviousData, // the last list stays while the next search is on its way
    },
    fleetClient,
  );
  // a failure is said once, on the visit that met it: the next visit asks again
  useEffect(
    () => () => fleetClient.removeQueries({ queryKey: ['fleetSites'], predicate: (q) => q.state.status === 'error' }),
    [],
  );
  if (list.error && !(list.error instanceof PageFailed)) throw list.error; // a bug: the screen's error boundary
  return { list, failure: list.error instanceof PageFailed ? list.error.shown : null };
}
