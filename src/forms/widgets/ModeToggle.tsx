// E-30, Z-59: the unit of the allocation boxes, % or kW DC. kW is disabled (with a reason) when the
// phase has 0 kW available. The chosen unit is marked by a tick and aria-pressed, not colour alone.
import { useTranslation } from 'react-i18next';
import type { AllocationMode } from '../../handlers/rules/allocation.ts';

export function ModeToggle({
  mode,
  kwAvailable,
  onChange,
}: {
  mode: AllocationMode;
  kwAvailable: boolean;
  onChange(mode: AllocationMode): void;
}) {
  const { t } = useTranslation();
  const option = (value: AllocationMode, key: string, disabled: boolean) => (
    <button
      type="button"
      aria-pressed={mode === value}
      disabled={disabled}
      onClick={() => onChange(value)}
      className={`min-h-12 flex-1 rounded-lg border-2 px-4 text-base font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-600 ${mode === value ? 'border-brand-800 bg-brand-700 text-white' : 'border-brand-700 bg-white text-brand-800'}`}
    >
      {mode === value ? <span aria-hidden>✔ </span> : null}
      {t(key)}
    </button>
  );
  return (
    <div role="group" aria-label={t('allocation.unit')} className="my-3">
      <p className="mb-1 text-base font-semibold text-slate-900">{t('allocation.unit')}</p>
      <div className="flex gap-3">
        {option('percent', 'allocation.percent', false)}
        {option('kW', 'allocation.kw', !kwAvailable)}
      </div>
      {!kwAvailable ? <p className="mt-1 text-base text-slate-700">{t('allocation.kwUnavailable')}</p> : null}
    </div>
  );
}
