// H-23: the unequal weights of every phase of the unit on one screen. The boxes, their unit switch
// and what they store are the config area's allocation model (E-29…E-40): every solar connection
// but the last has a box, the last gets the remainder (`calculated …`).
import { useTranslation } from 'react-i18next';
import { calculatedLabel, remainder, type AllocationMode } from '../../handlers/rules/allocation.ts';
import type { Phase } from '../../handlers/rules/serial.ts';
import type { AllocationDraft, PhaseConnection } from '../config/allocationModel.ts';
import { ModeToggle } from '../../forms/widgets/ModeToggle.tsx';
import { CalculatedRow, WeightInputRow } from '../../forms/widgets/WeightRows.tsx';

export interface PhaseWeights {
  phase: Phase;
  enabled: PhaseConnection[];
  draft: AllocationDraft;
}

interface Props {
  phases: readonly PhaseWeights[];
  availableKw: number;
  kwAvailable: boolean;
  onMode(mode: AllocationMode): void;
  onValue(phaseIndex: number, box: number, value: string): void;
}

export function WeightsEditor({ phases, availableKw, kwAvailable, onMode, onValue }: Props) {
  const { t } = useTranslation();
  const mode = phases[0]?.draft.mode ?? 'percent';
  return (
    <div className="mt-4 flex flex-col gap-4">
      <ModeToggle mode={mode} kwAvailable={kwAvailable} onChange={onMode} />
      {phases.map(({ phase, enabled, draft }, p) => {
        const last = enabled[enabled.length - 1];
        const label = calculatedLabel(draft.mode, remainder(draft.mode, draft.values, availableKw));
        return (
          <fieldset key={phase} className="rounded-lg border border-slate-300 bg-white p-3">
            <legend className="px-1 text-lg font-semibold text-slate-900">{t('deliverySetup.phase', { phase })}</legend>
            {enabled.length === 0 ? <p className="text-base text-slate-700">{t('deliverySetup.noUnits')}</p> : null}
            {enabled.slice(0, -1).map((c, i) => (
              <div key={c.group} className="mt-2">
                <WeightInputRow
                  id={`weight-${phase}-${c.group}`}
                  phase={phase}
                  connection={c}
                  raw={draft.values[i] ?? ''}
                  suffix={draft.mode === 'percent' ? '%' : 'kW'}
                  onChange={(value) => onValue(p, i, value)}
                />
              </div>
            ))}
            {last ? (
              <div className="mt-2">
                <CalculatedRow phase={phase} connection={last} label={label} testId={`calculated-${phase}`} />
              </div>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
