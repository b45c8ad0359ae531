// /commission/12/:index (E-13, E-14, Z-05, Z-35): the connection type of output group `index`.
// One three-phase unit → `three` (/commission/14), single-phase units → `single` (/commission/13);
// `No Connection` (groups 1–4 only) is stored at once by saveConnection and moves on (E-16).
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { groupIndex } from '../../handlers/config/saveConnection.ts';
import { isNoConnectionAllowed, kindFromWire } from '../../handlers/rules/connections.ts';
import { isTwoPhase } from '../../handlers/rules/serial.ts';
import { project } from '../../state/project.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { ChoiceButton } from './ChoiceButton.tsx';
import { NotFound } from './NotFound.tsx';

export default function ConnectionTypeScreen({ step, params }: ScreenProps<'connectionType'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const snap = useSnapshot(project);
  const index = groupIndex(params.index);
  if (index === null) return <NotFound title={step.title} messageKey="connections.notFound" />;
  // Z-35: a two-phase unit has two single-phase units or one unit across both phases
  const context = isTwoPhase(snap.serialNumber) ? '2p' : undefined;
  const current = kindFromWire(snap.connections[index]?.type);
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <p className="mb-2 text-base font-semibold text-slate-800">{t('connections.groupOf', { number: index + 1, total: 5 })}</p>
      <BodyBlocks blocks={step.body} />
      <div className="mt-4 flex flex-col gap-3">
        <ChoiceButton
          title={t('connections.type.three', { context })}
          description={t('connections.type.threeHelp', { context })}
          selected={current === 'ONE_TRIPLE'}
          onClick={() => actions.emit('three')}
        />
        <ChoiceButton
          title={t('connections.type.single', { context })}
          description={t('connections.type.singleHelp', { context })}
          selected={current === 'THREE_SINGLE'}
          onClick={() => actions.emit('single')}
        />
        {isNoConnectionAllowed(index) ? (
          <ChoiceButton
            title={t('connections.type.none')}
            description={t('connections.type.noneHelp')}
            selected={current === 'NONE'}
            disabled={actions.busy}
            onClick={() => void actions.submit({ kind: 'NONE' })}
          />
        ) : null}
      </div>
    </Page>
  );
}
