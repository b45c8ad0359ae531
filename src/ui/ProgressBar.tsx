// The wizard progress bar (E-62): a number as well as a bar, so it reads without colour.
import { useTranslation } from 'react-i18next';

export function ProgressBar({ value }: { value: number }) {
  const { t } = useTranslation();
  const rounded = Math.round(value);
  return (
    <div className="mb-4">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-label={t('common.progress')}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-500"
          style={{ width: `${Math.min(100, Math.max(0, value))}%` }}
        />
      </div>
      <p className="mt-1 text-right text-sm text-slate-700">{t('common.percent', { value: rounded })}</p>
    </div>
  );
}
