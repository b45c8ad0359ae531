// /solshares-at-site (H-35…H-37, Z-43, issue 14): the site's name and address as the heading, then its
// SolShares with their state, fault counts and connection. The site is the fleet site chosen on
// /view-fleet (`?from=view-fleet&projectId=…`) or the current unit's linked project
// (`?from=system-info`). Tapping a unit runs the step's handler (loadSystemInfo) for it, debounced
// (H-36); Back returns to where the user came from (H-37).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { isFailure } from '../../handlers/types.ts';
import { fleet } from '../../state/fleet.ts';
import { solsharesAtSite } from '../../state/solsharesAtSite.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import { useHandler } from '../../app/useHandler.ts';
import type { ScreenProps } from '../types.ts';
import { LoadState } from '../service/LoadState.tsx';
import { SiteUnitList } from './SiteUnitList.tsx';
import { useDebouncedTap } from '../view/useDebouncedTap.ts';
import { useSystemInfo, type LoadProblem } from '../service/useSystemInfo.ts';

export default function SolsharesAtSiteScreen({ step, params }: ScreenProps<'solsharesAtSite'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const fromFleet = query.get('from') === 'view-fleet';
  const info = useSystemInfo();
  const runHandler = useHandler();
  const list = useSnapshot(solsharesAtSite);
  const sites = useSnapshot(fleet);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<LoadProblem | null>(null);
  const openUnit = useDebouncedTap((serial) => {
    void actions.submit({ serial });
  });

  // the site: the chosen fleet site, else the current unit's project (needs its system info)
  const queryId = Number(query.get('projectId'));
  const projectId = fromFleet && Number.isInteger(queryId) && query.get('projectId') ? queryId : info.data?.meter.project?.id ?? null;
  // without a unit (the route needs only a login) there is no system info to wait for
  const waitingForInfo = projectId === null && !fromFleet && info.serial !== '' && (info.loading || info.problem !== null);

  const load = useCallback(async (id: number) => {
    setLoading(true);
    setProblem(null);
    const outcome = await runHandler('loadSolsharesAtSite', { projectId: id });
    if (outcome === undefined) return;
    setLoading(false);
    if (isFailure(outcome)) setProblem({ text: outcome.message, retry: true });
  }, [runHandler]);

  useEffect(() => {
    if (projectId !== null) void load(projectId);
  }, [projectId, load]);

  // the heading: the fleet's summary of the site, else the unit's linked project (after a reload the
  // fleet is fetched again for it)
  useEffect(() => {
    if (fromFleet && !fleet.loaded) void runHandler('loadFleet', { force: false });
  }, [fromFleet, runHandler]);
  const linked = info.data?.meter.project;
  const site = sites.sites.find((s) => String(s.id) === String(projectId)) ?? (linked && linked.id === projectId ? linked : null);

  const shown = projectId !== null && list.projectId === projectId && !loading;
  return (
    <Page title={step.title} failure={actions.failure}>
      {site ? (
        <div className="mb-3">
          <h2 className="text-xl font-bold break-words text-slate-900" data-testid="site-heading">{site.solshareName || site.address}</h2>
          {site.solshareName ? <p className="text-base break-words text-slate-800">{site.address}</p> : null}
        </div>
      ) : null}
      <BodyBlocks blocks={step.body} />
      {waitingForInfo ? <LoadState loading={info.loading} problem={info.problem} onRetry={info.retry} /> : null}
      {!waitingForInfo && projectId === null ? <p className="my-4 text-base text-slate-800">{t('fleet.atSite.noSite')}</p> : null}
      {projectId !== null ? <LoadState loading={loading} problem={problem} onRetry={() => void load(projectId)} loadingText="fleet.atSite.loading" /> : null}
      {shown && list.units.length === 0 ? <p className="my-4 text-base text-slate-800">{t('fleet.atSite.empty')}</p> : null}
      {shown && list.units.length > 0 ? (
        <div className="my-4">
          <SiteUnitList units={list.units} current={fromFleet ? undefined : info.serial} disabled={actions.busy} onOpen={openUnit} label={t('fleet.atSite.listLabel')} />
        </div>
      ) : null}
      <div className="mt-6">
        <Button variant="secondary" onClick={() => actions.emit(fromFleet ? 'backToFleet' : 'backToSystemInfo')}>{t('common.back')}</Button>
      </div>
    </Page>
  );
}
