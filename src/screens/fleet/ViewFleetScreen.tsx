// /view-fleet (H-38, Z-43): the user's fleet (K-16), searched as the user types (address,
// SolShare name or serial), filtered by health and sorted by the server a page at a time
// (useFleetList), so 50,000 sites cost the phone what it shows. The list is virtualised: only the
// cards on screen (and a few beyond) are drawn, and the next page is asked for before the end is
// reached. Search, filter, sort and how far the list was scrolled are kept in the fleetView store,
// so coming back from a site shows the same place. Choosing a site emits `site` with its id; the
// flow opens /solshares-at-site?from=view-fleet for it.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useFlowActions } from '../../app/useFlowActions.ts';
import {
  countWhileNarrowed,
  indexFleet,
  matchesText,
  narrowsOnPhone,
  prepareText,
  type FleetSort,
  type HealthFilter,
} from '../../handlers/fleet/fleetQuery.ts';
import { fleetView } from '../../state/fleet.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import { serverNow } from '../../state/session.ts';
import type { ScreenProps } from '../types.ts';
import { LoadState } from '../service/LoadState.tsx';
import { FleetControls } from './FleetControls.tsx';
import { CARD_REM, FleetSiteCard } from './FleetSiteCard.tsx';
import { DEBOUNCE_MS, useDebounced, useFleetList } from './useFleetList.ts';
import { OfflineListNote } from './OfflineListNote.tsx';
import { siteDateFormat } from './siteDate.ts';

/** ask for the next page this many cards before the end */
const AHEAD = 15;
const GAP_REM = 0.5;
/** rem → px at the phone's text size */
const px = (rem: number) =>
  rem * (typeof document === 'undefined' ? 16 : parseFloat(getComputedStyle(document.documentElement).fontSize) || 16);

export default function ViewFleetScreen({ step, params }: ScreenProps<'viewFleet'>) {
  const { t, i18n } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const view = useSnapshot(fleetView);
  // the typed text lives in React state so the caret never jumps (valtio notifies asynchronously)
  const [text, setText] = useState(fleetView.text);
  const settledText = useDebounced(text, DEBOUNCE_MS);
  const { list, failure } = useFleetList({ text: settledText, health: view.health, sort: view.sort }, params);
  const pages = list.data?.pages;
  const first = pages?.[0];
  const answered = useMemo(() => pages?.flatMap((p) => p.page.sites) ?? [], [pages]);
  // what the shown pages answer: a search's text once its own pages are in (not the last list kept meanwhile)
  const [answeredQuery, setAnsweredQuery] = useState({ text: settledText, health: view.health, sort: view.sort });
  useEffect(() => {
    if (list.data && !list.isPlaceholderData)
      setAnsweredQuery({ text: settledText, health: view.health, sort: view.sort });
  }, [list.data, list.isPlaceholderData, settledText, view.health, view.sort]);
  // the search or the health changed since the answer: the sites already here that match what is asked
  // now show at once (each of them is a right answer), while the server is asked; its answer then
  // replaces them
  const asked = { text, health: view.health, sort: view.sort };
  const narrowed = narrowsOnPhone(answeredQuery, asked);
  const index = useMemo(() => (narrowed ? indexFleet(answered) : null), [narrowed, answered]);
  const sites = useMemo(() => {
    if (!index) return answered;
    const typed = prepareText(text);
    const health = view.health;
    // indexFleet keeps the sites' order
    return answered.filter((_, i) => matchesText(index[i], typed) && (health === 'all' || index[i].health === health));
  }, [index, answered, text, view.health]);
  const offlineSince = pages?.find((p) => p.offlineSince !== null)?.offlineSince ?? null;
  const total = !index
    ? (first?.page.total ?? 0)
    : countWhileNarrowed(answeredQuery, asked, {
        counts: first?.page.counts,
        // of the pages shown (a new search's hasNextPage speaks of pages it does not have yet)
        everyPageIn: pages !== undefined && !pages.at(-1)?.page.nextCursor,
        narrowedCount: sites.length,
      });
  const counts = first?.page.counts ?? { all: 0, critical: 0, offline: 0, attention: 0, ok: 0 };

  const formatDate = useMemo(() => siteDateFormat(i18n.language, new Date(serverNow()).getFullYear()), [i18n.language]);
  const { emit } = actions;
  const open = useCallback(
    (projectId: string) => {
      fleetView.scrollTop = window.scrollY;
      void emit('site', { projectId });
    },
    [emit],
  );

  // a new search, filter or sort starts again at the top
  const change = (next: { text?: string; health?: HealthFilter; sort?: FleetSort }) => {
    if (next.text !== undefined) setText(next.text);
    Object.assign(fleetView, next, { scrollTop: 0 });
  };

  const listRef = useRef<HTMLUListElement>(null);
  const [listTop, setListTop] = useState(0);
  // where the list starts on the page: what is above it (a note, the controls, the count) may change
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - listTop) > 1) setListTop(top);
  }, [listTop, total, offlineSince, failure, first]);
  const [size] = useState(() => ({ card: px(CARD_REM), gap: px(GAP_REM) }));
  const virtualizer = useWindowVirtualizer({
    count: sites.length,
    estimateSize: () => size.card, // exact: every card has that height
    overscan: 6,
    gap: size.gap,
    scrollMargin: listTop,
    initialOffset: () => fleetView.scrollTop,
    getItemKey: (i) => String(sites[i]?.id ?? i),
  });
  const items = virtualizer.getVirtualItems();

  // back from a site: the place it was opened from. An effect, not a layout effect: Page scrolls each
  // new screen to its top in its own effect, which runs before this one
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || sites.length === 0) return;
    restored.current = true;
    if (fleetView.scrollTop > 0) window.scrollTo(0, fleetView.scrollTop);
  }, [sites.length]);

  const last = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useLayoutEffect(() => {
    // not while narrowed on the phone: those pages answer the last search, and the server is being asked anew
    if (!narrowed && hasNextPage && !isFetchingNextPage && last >= sites.length - AHEAD) void fetchNextPage();
  }, [narrowed, last, sites.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const filtered = text.trim() !== '' || view.health !== 'all';
  const loadingFirst = list.isPending;
  const unfiltered = settledText.trim() === '' && view.health === 'all';

  return (
    <Page title={step.title} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <LoadState
        loading={loadingFirst}
        problem={failure ? { failure, retry: true } : null}
        onRetry={() => void list.refetch()}
        loadingText="fleet.view.loading"
      />
      {offlineSince !== null ? <OfflineListNote since={offlineSince} /> : null}
      {first && total === 0 && unfiltered ? (
        <p className="my-4 text-base text-slate-800">{t('fleet.view.empty')}</p>
      ) : null}
      {first && !(total === 0 && unfiltered) ? (
        <>
          <FleetControls
            text={text}
            health={view.health}
            sort={view.sort}
            counts={counts}
            onText={(v) => change({ text: v })}
            onHealth={(h) => change({ health: h })}
            onSort={(s) => change({ sort: s })}
          />
          <p aria-live="polite" className="my-2 text-base font-semibold text-slate-900" data-testid="fleet-count">
            {total === null
              ? t('fleet.view.searching')
              : total === 0
                ? t('fleet.view.noMatch')
                : t('fleet.view.total', { count: total })}
          </p>
          {total === 0 && filtered ? (
            <Button variant="secondary" onClick={() => change({ text: '', health: 'all' })}>
              {t('fleet.view.clear')}
            </Button>
          ) : null}
          <ul
            ref={listRef}
            aria-label={t('fleet.view.listLabel')}
            aria-busy={list.isFetching}
            className="relative my-2"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {items.map((item) => {
              const site = sites[item.index];
              return (
                <li
                  key={item.key}
                  data-index={item.index}
                  aria-setsize={total ?? -1}
                  aria-posinset={item.index + 1}
                  className="absolute top-0 left-0 w-full"
                  style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
                >
                  <FleetSiteCard site={site} onOpen={open} formatDate={formatDate} />
                </li>
              );
            })}
          </ul>
          {isFetchingNextPage ? <p className="my-2 text-base text-slate-800">{t('fleet.view.loadingMore')}</p> : null}
        </>
      ) : null}
      <div className="mt-4">
        <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
      </div>
    </Page>
  );
}
