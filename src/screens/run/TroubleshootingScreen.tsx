// A troubleshooting page of flows/troubleshooting.yaml (F-12…F-19): title, body blocks in the site
// country's wording, with {{connections}} (the connections that have this page's problem, F-17; both
// of a swap) and {{serial}}, "Step n of N" numbered by the engine (src/checker/series.ts), the other
// problems the same test found (on a guide's first step), a photo the page asks for (its askPhoto),
// and the flow's buttons (Retry re-dispatches without upload, Z-54; Reconfigure, Z-01). What is
// listed where is decided by failuresOnPage.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import table from 'virtual:troubleshooting-table';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { failuresOnPage, generationOf, variantChain } from '../../handlers/rules/index.ts';
import { project } from '../../state/project.ts';
import { run } from '../../state/run.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { OtherFailures, useConnectionName } from './OtherFailures.tsx';
import { PhotoAskCard } from './PhotoAskCard.tsx';
import { useRunCountry } from './runCountry.ts';

export default function TroubleshootingScreen({ step, params }: ScreenProps<'troubleshooting'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const { log } = useSnapshot(run);
  const { serialNumber } = useSnapshot(project);
  const country = useRunCountry();
  const connectionName = useConnectionName();
  const listed = failuresOnPage(table, log?.logs, { generation: generationOf(serialNumber), country, path: step.path });
  // "L1-1 and L2-1, L3-1": the connections with this page's problem, in log order
  const connections = listed.here.map(connectionName).join(', ') || t('troubleshooting.common.noConnectionsReported'); // e.g. the page opened again after a reload of another unit
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      {step.series ? (
        <p className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-700">
          {t('troubleshooting.common.stepOf', step.series)}
        </p>
      ) : null}
      <BodyBlocks blocks={step.body} values={{ connections, serial: serialNumber }} variants={variantChain(country)} />
      {step.props?.askPhoto ? <PhotoAskCard ask={step.props.askPhoto} /> : null}
      {!step.series || step.series.n === 1 ? <OtherFailures others={listed.others} country={country} /> : null}
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
