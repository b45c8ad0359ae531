// /view-fleet (H-38, Z-43): the user's fleet (K-16), searched as the user types (address,
// SolShare name or serial), filtered by health and sorted. The list grows a page at a time, so 1,000
// sites cost no more to draw than one page. Search, filter and sort are kept in the fleetView store, so
// coming back from a site shows the same list. Choosing a site emits `site` with its id; the flow
// opens /solshares-at-site?from=view-fleet for it.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import {
  healthCounts,
  indexFleet,
  queryFleet,
  type FleetSort,
  type HealthFilter,
} from '../../handlers/fleet/fleetQuery.ts';
import { isFailure } from '../../handlers/types.ts';
import { fleet, fleetView, FLEET_PAGE } from '../../state/fleet.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import { useHandler } from '../../app/useHandler.ts';
import { serverNow } from '../../state/session.ts';
import type { ScreenProps } from '../types.ts';
import { LoadState } from '../service/LoadState.tsx';
import type { LoadProblem } from '../service/loadProblem.ts';
import { FleetControls } from './FleetControls.tsx';
import { FleetSiteCard } from './FleetSiteCard.tsx';

export default function ViewFleetScreen({ step, params }: ScreenProps<'viewFleet'>) {
  const { t, i18n } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const runHandler = useHandler(params);
  const { sites, loaded } = useSnapshot(fleet);
  const view = useSnapshot(fleetView);
  // the typed text lives in React state so the caret never jumps (valtio notifies asynchronously)
  const [text, setText] = useState(fleetView.text);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<LoadProblem | null>(null);

  // always fetched on arrival: a site commissioned a minute ago should be listed
  const load = useCallback(async () => {
    setLoading(true);
    setProblem(null);
    const outcome = await runHandler('loadFleet', { force: true });
    if (outcome === undefined) return;
    setLoading(false);
    if (isFailure(outcome)) setProblem({ failure: outcome.message, retry: true });
  }, [runHandler]);

  useEffect(() => {
    void load();
  }, [load]);

  const index = useMemo(() => indexFleet(sites), [sites]);
  const results = useMemo(
    () => queryFleet(index, { text, health: view.health, sort: view.sort }),
    [index, text, view.health, view.sort],
  );
  const counts = useMemo(() => healthCounts(index, text), [index, text]);
  // "24 Nov" this year, "24 Nov 2025" before
  const formatDate = useMemo(() => {
    const short = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
    const long = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' });
    const year = new Date(serverNow()).getFullYear(); // the server's year: a phone's clock may be off
    return (ms: number) => (new Date(ms).getFullYear() === year ? short : long).format(ms);
  }, [i18n.language]);
  const { emit } = actions;
  const open = useCallback((projectId: string) => emit('site', { projectId }), [emit]);

  // a new search, filter or sort starts again at the first page
  const change = (next: { text?: string; health?: HealthFilter; sort?: FleetSort }) => {
    if (next.text !== undefined) setText(next.text);
    Object.assign(fleetView, next, { shown: FLEET_PAGE });
  };
  const shown = results.slice(0, view.shown);
  const left = results.length - shown.length;
  const filtered = text.trim() !== '' || view.health !== 'all';

  return (
    <Page title={step.title} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <LoadState
        loading={loading && !loaded}
        problem={problem}
        onRetry={() => void load()}
        loadingText="fleet.view.loading"
      />
      {loaded && sites.length === 0 ? <p className="my-4 text-base text-slate-800">{t('fleet.view.empty')}</p> : null}
      {sites.length > 0 ? (
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
            {results.length === 0
              ? t('fleet.view.noMatch')
              : t('fleet.view.showing', { shown: shown.length, count: results.length })}
          </p>
          {results.length === 0 && filtered ? (
            <Button variant="secondary" onClick={() => change({ text: '', health: 'all' })}>
              {t('fleet.view.clear')}
            </Button>
          ) : null}
          <ul aria-label={t('fleet.view.listLabel')} className="my-2 flex flex-col gap-2">
            {shown.map((entry) => (
              <li key={String(entry.site.id)}>
                <FleetSiteCard entry={entry} onOpen={open} formatDate={formatDate} />
              </li>
            ))}
          </ul>
          {left > 0 ? (
            <Button
              variant="secondary"
              onClick={() => {
                fleetView.shown += FLEET_PAGE;
              }}
            >
              {t('fleet.view.more', { count: Math.min(left, FLEET_PAGE), left })}
            </Button>
          ) : null}
        </>
      ) : null}
      <div className="mt-4">
        <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
      </div>
    </Page>
  );
}
