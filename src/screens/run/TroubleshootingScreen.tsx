// A troubleshooting page of flows/troubleshooting.yaml (F-12…F-19): title, body blocks in the site
// country's wording, with {{connections}} (the con_name of each failed log entry, F-17) and
// {{serial}}, "Step n of N" numbered by the engine (src/engine/series.ts), and the flow's buttons
// (Retry re-dispatches without upload, Z-54; Reconfigure, Z-01).
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { normaliseErrorCode, variantChain } from '../../handlers/rules/index.ts';
import { project } from '../../state/project.ts';
import { run } from '../../state/run.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { useRunCountry } from './runCountry.ts';

export default function TroubleshootingScreen({ step, params }: ScreenProps<'troubleshooting'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const { log } = useSnapshot(run);
  const { serialNumber } = useSnapshot(project);
  const country = useRunCountry();
  // "L1-2, L3-1": every entry that reported a problem, in log order
  const connections = (log?.logs ?? [])
    .filter((entry) => normaliseErrorCode(entry.errorcode) !== '' && entry.con_name)
    .map((entry) => entry.con_name)
    .join(', ') || t('troubleshooting.common.noConnectionsReported'); // e.g. the page opened again after a reload of another unit
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      {step.series ? <p className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-700">{t('troubleshooting.common.stepOf', step.series)}</p> : null}
      <BodyBlocks blocks={step.body} values={{ connections, serial: serialNumber }} variants={variantChain(country)} />
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
