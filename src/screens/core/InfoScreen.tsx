// The generic screen: title, body blocks and buttons, all from the flow file.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { project } from '../../state/project.ts';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { unitValues } from './unitValues.ts';

export default function InfoScreen({ step, params }: ScreenProps<'info'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  useSnapshot(project); // re-render when the unit found by the search arrives
  const query = new URLSearchParams(useSearch());
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} values={unitValues(t('common.na'))} />
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
