// /edit-connected-units (H-27…H-30, Z-02, Z-47): enable-for-solar groups, a unit-name box with a tick
// per phase. L-27 (every shown box keeps a name) and L-29 (each phase keeps an enabled unit) block
// SAVE (rule validateEnabledBoxes); SAVE runs the route's handler, a failure stays here (H-30).
// ADD A CONNECTION is a flow button shown to Commissioners only (H-29).
import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { SystemInfo } from '../../handlers/data.ts';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { validateEnabledBoxes, type PhaseBox } from '../../handlers/rules/connections.ts';
import { phasesOf } from '../../handlers/rules/serial.ts';
import { useUnitInView } from '../service/useUnitInView.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import { labelInGroup, withGroupLabels } from '../config/groupLabel.ts';
import { PhaseNameTick } from '../../forms/widgets/PhaseNameTick.tsx';
import type { ScreenProps } from '../types.ts';
import { connectionsFromBoxes, enabledBoxesFrom, enabledUnitsFrom, isShown, unitConnections } from './serviceModel.ts';
import { SystemInfoLoading } from './SystemInfoLoading.tsx';
import { useCurrentSystemInfo } from './useCurrentSystemInfo.ts';

export default function ConnectedUnitsEditScreen({ step, params }: ScreenProps<'connectedUnitsEdit'>) {
  const actions = useFlowActions(step, params);
  const info = useCurrentSystemInfo(actions.emit);
  if (!info.data) return <Page title={step.title}><SystemInfoLoading state={info} /></Page>;
  return <EnabledUnitsForm step={step} params={params} info={info.data} actions={actions} />;
}

function EnabledUnitsForm({ step, params, info, actions }: ScreenProps<'connectedUnitsEdit'> & { info: SystemInfo; actions: ReturnType<typeof useFlowActions<'connectedUnitsEdit'>> }) {
  const { t } = useTranslation();
  const query = new URLSearchParams(useSearch());
  const serial = useUnitInView();
  const [boxes, setBoxes] = useState<PhaseBox[][]>(() => enabledBoxesFrom(serial, info));
  const [error, setError] = useState<string | null>(null);
  const update = (group: number, phase: number, patch: Partial<PhaseBox>) =>
    setBoxes((prev) => prev.map((g, i) => (i !== group ? g : g.map((b, j) => (j === phase ? { ...b, ...patch } : b)))));

  const save = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateEnabledBoxes(withGroupLabels(boxes, t).flat(), phasesOf(serial)); // two-phase "L1" names its group
    if (problem?.kind === 'emptyNames') return setError(t('connectedUnits.errors.emptyNames', { labels: problem.labels.join(', ') }));
    if (problem) return setError(t('connectedUnits.errors.nonePerPhase'));
    setError(null);
    void actions.submit({ connections: connectionsFromBoxes(boxes, unitConnections(info)), enabledUnits: enabledUnitsFrom(boxes) });
  };

  return (
    <Page title={step.title} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <form noValidate onSubmit={save} className="mt-4 flex flex-col gap-4">
        {boxes.map((group, g) =>
          group.some(isShown) ? (
            <fieldset key={g} className="rounded-lg border border-slate-300 bg-white p-3">
              <legend className="px-1 font-semibold text-slate-900">{t('connectedUnits.group', { number: g + 1 })}</legend>
              {group.map((box, p) =>
                isShown(box) ? (
                  <PhaseNameTick
                    key={box.phase}
                    id={`enabled-${g}-${box.phase}`}
                    phase={box.phase}
                    label={box.label}
                    name={box.name}
                    ticked={box.ticked}
                    nameLabel={t('connectedUnits.edit.nameFor', { label: labelInGroup(box.label, g, t) })}
                    tickLabel={t('connectedUnits.edit.enabledFor', { label: labelInGroup(box.label, g, t) })}
                    tickText={t('connectedUnits.edit.enabled')}
                    onChange={(change) => update(g, p, change)}
                  />
                ) : null,
              )}
            </fieldset>
          ) : null,
        )}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button type="submit" busy={actions.busy}>{t('common.save')}</Button>
      </form>
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
