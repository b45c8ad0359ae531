// H-23: the unequal weights of every phase of the unit on one screen. The boxes, their unit switch
// and what they store are the config area's allocation model (E-29…E-40): every solar connection
// but the last has a box, the last gets the remainder (`calculated …`).
import { useTranslation } from 'react-i18next';
import { calculatedLabel, remainder, weightInputError, type AllocationMode } from '../../handlers/rules/allocation.ts';
import type { Phase } from '../../handlers/rules/serial.ts';
import type { AllocationDraft, PhaseConnection } from '../config/allocationModel.ts';
import { ModeToggle } from '../config/ModeToggle.tsx';
import { PhaseLabel } from '../config/PhaseLabel.tsx';

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
            {enabled.slice(0, -1).map((c, i) => {
              const id = `weight-${phase}-${c.group}`;
              const raw = draft.values[i] ?? '';
              const bad = raw.trim() !== '' && weightInputError(raw) !== null; // L-33 while typing
              return (
                <div key={c.group} className="mt-2 flex flex-wrap items-center gap-3">
                  <label htmlFor={id} className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
                    <PhaseLabel phase={phase} label={c.label} />
                    <span className="text-base text-slate-900">{c.name}</span>
                  </label>
                  <span className="flex items-center gap-2">
                    <input
                      id={id}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      value={raw}
                      aria-invalid={bad || undefined}
                      onChange={(e) => onValue(p, i, e.target.value)}
                      className="min-h-12 w-28 rounded-lg border-2 border-slate-500 px-3 text-right text-base text-slate-900 focus:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
                    />
                    <span className="w-8 text-base text-slate-800">{draft.mode === 'percent' ? '%' : 'kW'}</span>
                  </span>
                  {bad ? <p className="w-full text-base font-medium text-red-800"><span aria-hidden>✖ </span>{t('deliverySetup.errors.number')}</p> : null}
                </div>
              );
            })}
            {last ? (
              <div className="mt-2 flex flex-wrap items-center gap-3" data-testid={`calculated-${phase}`}>
                <span className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
                  <PhaseLabel phase={phase} label={last.label} />
                  <span className="text-base text-slate-900">{last.name}</span>
                </span>
                <output className="text-base font-semibold text-slate-900" aria-live="polite">
                  {label.na ? t('deliverySetup.calculatedNa') : t('deliverySetup.calculated', { value: label.value, suffix: label.suffix })}
                </output>
              </div>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
