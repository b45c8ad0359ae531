// /commission/16 (E-22, Z-52): edit all five groups; saving stores them (and uploads, E-19) and
// returns to the review on /commission/15. What is typed is a draft of the unit's job until it is
// saved, so a reload or a 401 does not lose it.
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { isFailure } from '../../handlers/types.ts';
import { clearDraft, readDraft, saveDraft } from '../../state/formDrafts.ts';
import { project, type Connection } from '../../state/project.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { ConnectionEditor } from './ConnectionEditor.tsx';

export default function ConnectionEditScreen({ step, params }: ScreenProps<'connectionEdit'>) {
  const actions = useFlowActions(step, params);
  const snap = useSnapshot(project);
  const draftKey = `connectionEdit:${step.path}`;
  const save = async (connections: Connection[]) => {
    const outcome = await actions.submit(connections);
    if (outcome && !isFailure(outcome)) clearDraft(draftKey);
  };
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <ConnectionEditor
        serial={snap.serialNumber}
        connections={project.connections}
        draft={readDraft(draftKey)?.boxes}
        onEdit={(boxes) => saveDraft(draftKey, { boxes })}
        busy={actions.busy}
        saveText={String(step.props?.saveText ?? 'common.save')}
        onSave={(connections) => void save(connections)}
      />
    </Page>
  );
}
