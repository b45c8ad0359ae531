// /reset-connections (E-23, E-55, Z-47): the same Connected-tick editing as /commission/16, starting
// from the connections the unit runs (system info), or the job's draft for the same unit when system
// info has none. SAVE runs the route's handler, which stores them and prepares the re-commissioning
// run with upload.
import { useFlowActions } from '../../app/useFlowActions.ts';
import { isEmptyPhaseValue } from '../../handlers/rules/connections.ts';
import { project } from '../../state/project.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Page } from '../../ui/Page.tsx';
import { ConnectionEditor } from '../config/ConnectionEditor.tsx';
import type { ScreenProps } from '../types.ts';
import { unitConnections } from './serviceModel.ts';
import { SystemInfoLoading } from './SystemInfoLoading.tsx';
import { useCurrentSystemInfo } from './useCurrentSystemInfo.ts';

export default function ResetConnectionsScreen({ step, params }: ScreenProps<'resetConnections'>) {
  const actions = useFlowActions(step, params);
  const info = useCurrentSystemInfo(actions.emit);
  if (!info.data) return <Page title={step.title}><SystemInfoLoading state={info} /></Page>;
  const fromUnit = unitConnections(info.data);
  const hasAny = fromUnit.some((c) => !isEmptyPhaseValue(c.L1) || !isEmptyPhaseValue(c.L2) || !isEmptyPhaseValue(c.L3));
  return (
    <Page title={step.title} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <ConnectionEditor
        serial={info.serial}
        connections={hasAny || info.serial !== project.serialNumber ? fromUnit : project.connections}
        busy={actions.busy}
        saveText={String(step.props?.saveText ?? 'common.save')}
        onSave={(connections) => void actions.submit(connections)}
      />
    </Page>
  );
}
