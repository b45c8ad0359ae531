// One phase's weight inputs (E-32): an input per enabled connection but the last, and the last one's
// calculated remainder (E-33). Drawn by the phaseWeights field.
import { useTranslation } from 'react-i18next';
import { weightInputError, type CalculatedLabel, type Phase } from '../../handlers/rules/index.ts';
import { formatLocalNumber, readLocalDecimal, showLocalDecimal } from '../../ui/localNumber.ts';
import { PhaseLabel } from '../../screens/config/PhaseLabel.tsx';

export interface WeightConnection {
  group: number;
  label: string;
  name: string;
}

export function WeightInputRow({
  id,
  phase,
  connection,
  raw,
  suffix,
  onChange,
}: {
  id: string;
  phase: Phase;
  connection: WeightConnection;
  raw: string;
  suffix: string;
  onChange(value: string): void;
}) {
  const { t, i18n } = useTranslation();
  const bad = raw.trim() !== '' && weightInputError(raw) !== null; // L-33 while typing
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
        <PhaseLabel phase={phase} label={connection.label} group={connection.group} />
        <span className="text-base text-slate-900">{connection.name}</span>
      </label>
      <span className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={showLocalDecimal(raw, i18n.language)}
          aria-invalid={bad || undefined}
          onChange={(e) => onChange(readLocalDecimal(e.target.value, i18n.language)) /* "10,5" in German → "10.5" */}
          className="min-h-12 w-28 rounded-lg border-2 border-slate-500 px-3 text-right text-base text-slate-900 focus:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
        />
        <span className="w-8 text-base text-slate-800">{suffix}</span>
      </span>
      {bad ? (
        <p className="w-full text-base font-medium text-red-800">
          <span aria-hidden>✖ </span>
          {t('allocation.errors.number')}
        </p>
      ) : null}
    </div>
  );
}

export function CalculatedRow({
  phase,
  connection,
  label,
  testId,
}: {
  phase: Phase;
  connection: WeightConnection;
  label: CalculatedLabel;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid={testId}>
      <span className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
        <PhaseLabel phase={phase} label={connection.label} group={connection.group} />
        <span className="text-base text-slate-900">{connection.name}</span>
      </span>
      <output className="text-base font-semibold text-slate-900" aria-live="polite">
        {label.na
          ? t('allocation.calculatedNa')
          : t('allocation.calculated', { value: formatLocalNumber(label.value, i18n.language), suffix: label.suffix })}
      </output>
    </div>
  );
}
