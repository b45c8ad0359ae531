// /commission/16 (E-22, Z-52): edit all five groups; saving stores them (and uploads, E-19) and
// returns to the review on /commission/15.
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { project } from '../../state/project.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { ConnectionEditor } from './ConnectionEditor.tsx';

export default function ConnectionEditScreen({ step, params }: ScreenProps<'connectionEdit'>) {
  const actions = useFlowActions(step, params);
  const snap = useSnapshot(project);
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <ConnectionEditor
        serial={snap.serialNumber}
        connections={project.connections}
        busy={actions.busy}
        saveText={String(step.props?.saveText ?? 'common.save')}
        onSave={(connections) => void actions.submit(connections)}
      />
    </Page>
  );
}
