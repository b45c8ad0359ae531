// /edit-solar-deliver-method (H-22…H-25, Z-14, Z-48): Demand-based delivery or Custom allocation
// (two-phase units: Custom allocation only). Custom allocation on software above v0.4.5 edits the
// weights of every phase; older software shows the allocation read-only with the upgrade note.
// SAVE runs the route's handler; a failure stays here with the message (H-25).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemInfo } from '../../handlers/data.ts';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { isKwModeAvailable, validatePhaseGroup, type AllocationMode } from '../../handlers/rules/allocation.ts';
import { deliveryChoiceOf, deliveryChoices, type DeliveryChoice } from '../../handlers/rules/deliveryMethod.ts';
import { perPhaseKwForSerial } from '../../handlers/rules/perPhaseKw.ts';
import { phasesOf } from '../../handlers/rules/serial.ts';
import { supportsUnequalAllocation } from '../../handlers/rules/softwareVersion.ts';
import type { WeightEntry } from '../../state/project.ts';
import { useUnitInView } from '../service/useUnitInView.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import { initialAllocation, switchMode, weightsToStore } from '../config/allocationModel.ts';
import type { ScreenProps } from '../types.ts';
import { AllocationTable } from './AllocationTable.tsx';
import { allocationRows, solarConnections } from './serviceModel.ts';
import { SystemInfoLoading } from './SystemInfoLoading.tsx';
import { useCurrentSystemInfo } from './useCurrentSystemInfo.ts';
import { WeightsEditor, type PhaseWeights } from './WeightsEditor.tsx';

/** The choice the unit runs now (H-20): solar_delivery_method, else algorithm_type (H-13); unknown → Custom allocation. */
function currentChoice(serial: string, info: SystemInfo): DeliveryChoice {
  const choices = deliveryChoices(serial);
  if (choices.length === 1) return choices[0]!;
  const { solar_delivery_method: method, algorithm_type: type } = info.config;
  return deliveryChoiceOf(method || type) ?? 'customAllocation';
}

export default function DeliveryMethodEditScreen({ step, params }: ScreenProps<'deliveryMethodEdit'>) {
  const actions = useFlowActions(step, params);
  const info = useCurrentSystemInfo(actions.emit);
  if (!info.data) return <Page title={step.title}><SystemInfoLoading state={info} /></Page>;
  return <DeliveryMethodForm step={step} params={params} info={info.data} actions={actions} />;
}

function DeliveryMethodForm({ step, info, actions }: ScreenProps<'deliveryMethodEdit'> & { info: SystemInfo; actions: ReturnType<typeof useFlowActions<'deliveryMethodEdit'>> }) {
  const { t } = useTranslation();
  const serial = useUnitInView();
  const choices = deliveryChoices(serial);
  const supported = supportsUnequalAllocation(info.meter.softwareVersion); // Z-48: meter.softwareVersion
  const availableKw = perPhaseKwForSerial(info.meter.systemSize ?? 0, serial);
  const [choice, setChoice] = useState<DeliveryChoice>(() => currentChoice(serial, info));
  const [phases, setPhases] = useState<PhaseWeights[]>(() =>
    phasesOf(serial).map((phase, i) => {
      const enabled = solarConnections(serial, info, phase);
      return { phase, enabled, draft: initialAllocation(enabled, info.config.algo_weight[i] as WeightEntry[] | undefined, undefined, 'percent', availableKw) };
    }),
  );
  const [error, setError] = useState<string | null>(null);
  const editing = choice === 'customAllocation' && supported;

  const onMode = (mode: AllocationMode) => setPhases((prev) => prev.map((p) => ({ ...p, draft: switchMode(p.draft, mode, availableKw) })));
  const onValue = (phaseIndex: number, box: number, value: string) =>
    setPhases((prev) => prev.map((p, i) => (i !== phaseIndex ? p : { ...p, draft: { ...p.draft, values: p.draft.values.map((v, j) => (j === box ? value : v)) } })));

  /** E-38 on every phase, first problem wins; the weights to send, or null after showing the problem. */
  const checkedWeights = (): (number | null)[][] | null => {
    for (const { enabled, draft } of phases) {
      const inputs = enabled.slice(0, -1).map((c, i) => ({ label: c.label, value: draft.values[i] }));
      const problem = validatePhaseGroup({ mode: draft.mode, inputs, availableKw });
      if (problem?.kind === 'emptyInputs') return setError(t('deliverySetup.errors.empty', { labels: problem.labels.join(', ') })), null;
      if (problem?.kind === 'overPercent') return setError(t('deliverySetup.errors.overPercent')), null;
      if (problem?.kind === 'overKw') return setError(t('deliverySetup.errors.overKw')), null;
    }
    const weights = phases.map((p) => (p.enabled.length === 0 ? Array.from({ length: 5 }, () => null) : weightsToStore(p.draft, availableKw)));
    if (weights.some((w) => w === null)) return setError(t('deliverySetup.errors.invalid')), null;
    return weights as (number | null)[][];
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const weights = editing ? checkedWeights() : null;
    if (editing && weights === null) return;
    void actions.submit({ choice, weights });
  };

  return (
    <Page title={step.title} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <form noValidate onSubmit={save}>
        <fieldset className="my-4 flex flex-col gap-3">
          <legend className="sr-only">{t('deliverySetup.edit.choose')}</legend>
          {choices.map((c) => (
            <label key={c} className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 p-3 ${choice === c ? 'border-brand-800 bg-brand-50' : 'border-slate-400 bg-white'}`}>
              <input type="radio" name="deliveryMethod" value={c} checked={choice === c} onChange={() => setChoice(c)} className="h-6 w-6 shrink-0 accent-brand-700" />
              <span className="text-lg font-semibold text-slate-900">{t(`deliverySetup.display.${c}`)}</span>
            </label>
          ))}
        </fieldset>
        {choice === 'customAllocation' && !supported ? (
          <>
            <Alert tone="info">{t('deliverySetup.upgradeNote')}</Alert>
            <AllocationTable phases={allocationRows(serial, info)} />
          </>
        ) : null}
        {editing ? <WeightsEditor phases={phases} availableKw={availableKw} kwAvailable={isKwModeAvailable(availableKw)} onMode={onMode} onValue={onValue} /> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="mt-6">
          <Button type="submit" busy={actions.busy}>{t('common.save')}</Button>
        </div>
      </form>
    </Page>
  );
}
