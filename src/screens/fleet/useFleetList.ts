// The pages of /view-fleet as the server gives them (loadFleetPage), held by TanStack Query as plain
// data, not in a valtio store (per-site access tracking was 57% of the list's time). The
// client lives as long as the tab, so coming back from a site shows the pages already loaded at once
// (and refreshes them when older than STALE_MS). Typing waits DEBOUNCE_MS; a page asked for a search
// the next keystroke replaced is cancelled (TanStack Query aborts a query's signal when nothing shows
// it any more, and the handler passes that signal to fetch).
import { keepPreviousData, QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import i18next, { type TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type AppServices, useApp } from '../../app/AppContext.tsx';
import { shownOutcome } from '../../app/shownOutcome.ts';
import { useNewestWords } from '../../app/useNewestWords.ts';
import type { FleetSort, HealthFilter } from '../../handlers/fleet/fleetQuery.ts';
import type { FleetPageData } from '../../handlers/fleet/loadFleetPage.ts';
import { invokeHandler } from '../../handlers/loadHandler.ts';
import { isFailure } from '../../handlers/types.ts';
import { fleetView } from '../../state/fleet.ts';
import { session } from '../../state/session.ts';
import type { ShownFailure } from '../../ui/shownFailure.ts';

export const DEBOUNCE_MS = 250;
const STALE_MS = 30_000;

const fleetClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: STALE_MS, gcTime: 10 * 60_000, refetchOnWindowFocus: false },
  },
});

/** Drops the pages held (a test opens the screen as after a fresh start) */
export const forgetFleetList = () => fleetClient.clear();

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

/** Where a page is asked from: the app's services, the route, and the words a failure is said in. */
interface PageContext {
  services: AppServices;
  params: Record<string, string>;
  search: string;
  path: string;
  words: () => TFunction;
}

// the user is part of the key: after a logout on a shared phone the next user never sees these pages
const listKey = (query: FleetQueryInput) =>
  ['fleetSites', session.email, query.text.trim().toLowerCase(), query.health, query.sort] as const;
const firstPage = { cursor: null as string | null, index: 0 };
const nextPage = (last: FleetPageData, pages: FleetPageData[]) =>
  last.page.nextCursor ? { cursor: last.page.nextCursor, index: pages.length } : undefined;

async function fetchPage(
  { services, params, search, path, words }: PageContext,
  query: FleetQueryInput,
  pageParam: typeof firstPage,
  signal: AbortSignal,
): Promise<FleetPageData> {
  const outcome = await invokeHandler('loadFleetPage', {
    api: services.api,
    config: services.config,
    params,
    query: new URLSearchParams(search),
    path,
    signal,
    input: { ...query, cursor: pageParam.cursor, index: pageParam.index },
  });
  const shown = shownOutcome(outcome, words());
  if (isFailure(shown)) throw new PageFailed(shown.message);
  return (outcome as unknown as { data: FleetPageData }).data; // loadFleetPage's one outcome, `loaded`
}

/**
 * The first page of the list as /view-fleet will ask for it (the search, filter and sort it keeps),
 * fetched while the person is on a screen that leads there: the tap then shows sites at once. Nothing
 * is fetched while a fresh page is held; a failure is dropped, so the screen asks again and says why.
 */
export async function prefetchFirstPage(services: AppServices): Promise<void> {
  if (!session.email) return;
  const query = { text: fleetView.text, health: fleetView.health, sort: fleetView.sort };
  const context = { services, params: {}, search: '', path: '/view-fleet', words: () => i18next.t };
  await fleetClient.prefetchInfiniteQuery({
    queryKey: listKey(query),
    initialPageParam: firstPage,
    getNextPageParam: nextPage,
    queryFn: ({ pageParam, signal }) => fetchPage(context, query, pageParam, signal),
  });
  if (fleetClient.getQueryState(listKey(query))?.status === 'error')
    fleetClient.removeQueries({ queryKey: listKey(query) });
}

export function useFleetList(query: FleetQueryInput, params: Record<string, string>) {
  const services = useApp();
  const [path] = useLocation();
  const search = useSearch();
  const words = useNewestWords();
  const list = useInfiniteQuery(
    {
      queryKey: listKey(query),
      initialPageParam: firstPage,
      getNextPageParam: nextPage,
      placeholderData: keepPreviousData, // the last list stays while the next search is on its way
      queryFn: ({ pageParam, signal }) =>
        fetchPage({ services, params, search, path, words: () => words.current }, query, pageParam, signal),
    },
    fleetClient,
  );
  if (list.error && !(list.error instanceof PageFailed)) throw list.error; // a bug: the screen's error boundary
  return { list, failure: list.error instanceof PageFailed ? list.error.shown : null };
}
