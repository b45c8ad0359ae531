// /my-sites (C-09…C-12): the user's fleet, loaded on arrival when it is not loaded yet. Choosing a
// site runs the step's handler (it sets the project address and country, C-10); ADD A SITE is a flow
// button (C-11). Loading, empty and error states each say what is going on and what to do.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { isFailure } from '../../handlers/types.ts';
import { fleet } from '../../state/fleet.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FailureAlert } from '../../ui/FailureAlert.tsx';
import type { ShownFailure } from '../../ui/shownFailure.ts';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { ScreenProps } from '../types.ts';
import { SiteButton } from './SiteButton.tsx';
import { useHandler } from '../../app/useHandler.ts';

export default function SitesScreen({ step, params }: ScreenProps<'sites'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const runHandler = useHandler(params);
  const { sites, loaded } = useSnapshot(fleet);
  const [loadError, setLoadError] = useState<ShownFailure | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (force: boolean) => {
      setLoading(true);
      setLoadError(null);
      const outcome = await runHandler('loadFleet', { force });
      if (outcome === undefined) return; // screen left
      setLoading(false);
      if (isFailure(outcome)) setLoadError({ ...outcome.message, retry: () => void load(true) });
    },
    [runHandler],
  );

  useEffect(() => {
    if (!fleet.loaded) void load(false);
  }, [load]);

  const choose = (id: string | number) => {
    void actions.submit({ id });
  };

  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      {loading ? <Spinner label={t('sites.loading')} /> : null}
      {loadError ? <FailureAlert failure={loadError} /> : null}
      {loaded && !loading && sites.length === 0 ? (
        <p className="my-4 text-base text-slate-700">{t('sites.empty')}</p>
      ) : null}
      {sites.length > 0 && !loading ? (
        <ul aria-label={t('sites.listLabel')} className="my-4 flex flex-col gap-3">
          {sites.map((site) => (
            <li key={String(site.id)}>
              <SiteButton
                site={site}
                label={t('sites.choose', { address: site.address })}
                disabled={actions.busy}
                onChoose={() => choose(site.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
