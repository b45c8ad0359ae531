// /commission/unequal-allocation/:index (E-29…E-40, L-30…L-33, Z-20, Z-21, Z-59): the share of each
// connection on one phase, in % or kW DC. Every enabled connection but the last has a box; the last
// gets the remainder (`calculated …`). NEXT checks the phase and stores its weights in percent.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { allocationIndex } from '../../handlers/config/saveAllocation.ts';
import { calculatedLabel, isKwModeAvailable, remainder, validatePhaseGroup, type AllocationMode } from '../../handlers/rules/allocation.ts';
import { formatDecimalFixed } from '../../handlers/rules/decimal.ts';
import { formatLocalNumber } from '../../ui/localNumber.ts';
import { perPhaseKwForSerial } from '../../handlers/rules/perPhaseKw.ts';
import { phasesOf } from '../../handlers/rules/serial.ts';
import { readDraft as readStepDraft, saveDraft } from '../../state/formDrafts.ts';
import { project } from '../../state/project.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { initialAllocation, phaseConnections, readDraft, switchMode, weightsToStore, type AllocationDraft } from './allocationModel.ts';
import { ModeToggle } from './ModeToggle.tsx';
import { CalculatedRow, WeightInputRow } from './WeightRows.tsx';

export default function AllocationScreen({ step, params }: ScreenProps<'allocation'>) {
  const { t, i18n } = useTranslation();
  const actions = useFlowActions(step, params);
  const snap = useSnapshot(project);
  const serial = snap.serialNumber;
  const index = allocationIndex(params.index, serial);
  const phases = phasesOf(serial);
  const phase = phases[(index ?? 1) - 1] ?? 'L1';
  const available = perPhaseKwForSerial(snap.spec.dcSize ?? 0, serial);
  const enabled = phaseConnections(serial, project.connections, phase);
  const draftKey = `allocation:${index ?? ''}`;
  const [draft, setDraft] = useState<AllocationDraft>(() =>
    initialAllocation(enabled, project.algorithmWeight[(index ?? 1) - 1], readDraft(readStepDraft(draftKey)), project.allocationUnit === 'kW' ? 'kW' : 'percent', available),
  );
  const [error, setError] = useState<string | null>(null);
  if (index === null) {
    return (
      <Page title={step.title} progress={step.progress}>
        <Alert tone="error">{t('allocation.notFound')}</Alert>
      </Page>
    );
  }

  const keep = (next: AllocationDraft) => {
    setDraft(next);
    saveDraft(draftKey, next as unknown as Record<string, unknown>);
  };
  const changeMode = (mode: AllocationMode) => {
    project.allocationUnit = mode === 'kW' ? 'kW' : '%'; // the next phase opens in the same unit
    setError(null);
    keep(switchMode(draft, mode, available));
  };
  const editable = enabled.slice(0, -1);
  const last = enabled[enabled.length - 1];
  const label = calculatedLabel(draft.mode, remainder(draft.mode, draft.values, available));
  const suffix = draft.mode === 'percent' ? '%' : 'kW';

  const next = (e: FormEvent) => {
    e.preventDefault();
    const problem = validatePhaseGroup({ mode: draft.mode, inputs: editable.map((c, i) => ({ label: c.label, value: draft.values[i] })), availableKw: available });
    if (problem?.kind === 'emptyInputs') return setError(t('allocation.errors.empty', { labels: problem.labels.join(', ') }));
    if (problem?.kind === 'overPercent') return setError(t('allocation.errors.overPercent'));
    if (problem?.kind === 'overKw') return setError(t('allocation.errors.overKw'));
    const weights = weightsToStore(draft, available);
    if (!weights) return setError(t('allocation.errors.invalid'));
    setError(null);
    void actions.submit({ weights });
  };

  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <p className="mb-1 text-lg font-semibold text-slate-900">{t('allocation.phaseOf', { phase, number: index, total: phases.length })}</p>
      <p className="mb-3 text-base text-slate-800">{t('allocation.available', { value: formatLocalNumber(formatDecimalFixed(available), i18n.language) })}</p>
      <BodyBlocks blocks={step.body} />
      <ModeToggle mode={draft.mode} kwAvailable={isKwModeAvailable(available)} onChange={changeMode} />
      {enabled.length === 0 ? <Alert tone="info">{t('allocation.noConnections')}</Alert> : null}
      <form noValidate onSubmit={next} className="mt-4 flex flex-col gap-3">
        {editable.map((c, i) => (
          <WeightInputRow
            key={c.group}
            id={`weight-${c.group}`}
            phase={phase}
            connection={c}
            raw={draft.values[i] ?? ''}
            suffix={suffix}
            onChange={(value) => keep({ ...draft, values: draft.values.map((v, j) => (j === i ? value : v)) })}
          />
        ))}
        {last ? <CalculatedRow phase={phase} connection={last} label={label} testId="calculated-row" /> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button type="submit" busy={actions.busy}>{t('common.next')}</Button>
      </form>
    </Page>
  );
}
