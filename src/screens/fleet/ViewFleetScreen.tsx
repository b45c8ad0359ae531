// /view-fleet (H-38, Z-43): the user's fleet sites (K-16), loaded on arrival when not loaded yet.
// Choosing a site emits `site` with its id; the flow opens /solshares-at-site?from=view-fleet for it.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { isFailure } from '../../handlers/types.ts';
import { fleet } from '../../state/fleet.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import { useHandler } from '../../app/useHandler.ts';
import type { ScreenProps } from '../types.ts';
import { SiteButton } from '../account/SiteButton.tsx';
import { LoadState } from '../service/LoadState.tsx';
import type { LoadProblem } from '../service/useSystemInfo.ts';

export default function ViewFleetScreen({ step, params }: ScreenProps<'viewFleet'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const runHandler = useHandler(params);
  const { sites, loaded } = useSnapshot(fleet);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<LoadProblem | null>(null);

  // always fetched on arrival: a site commissioned a minute ago should be listed
  const load = useCallback(async () => {
    setLoading(true);
    setProblem(null);
    const outcome = await runHandler('loadFleet', { force: true });
    if (outcome === undefined) return;
    setLoading(false);
    if (isFailure(outcome)) setProblem({ text: outcome.message, retry: true });
  }, [runHandler]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Page title={step.title} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <LoadState loading={loading && !loaded} problem={problem} onRetry={() => void load()} loadingText="fleet.view.loading" />
      {loaded && sites.length === 0 ? <p className="my-4 text-base text-slate-800">{t('fleet.view.empty')}</p> : null}
      {sites.length > 0 ? (
        <ul aria-label={t('fleet.view.listLabel')} className="my-4 flex flex-col gap-3">
          {sites.map((site) => (
            <li key={String(site.id)}>
              <SiteButton site={site} label={t('fleet.view.choose', { address: site.address })} onChoose={() => actions.emit('site', { projectId: String(site.id) })} />
            </li>
          ))}
        </ul>
      ) : null}
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
