// The generic screen: title, body blocks and buttons, all from the flow file.
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';

export default function InfoScreen({ step, params }: ScreenProps<'info'>) {
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
