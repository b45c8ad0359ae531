// The wizard progress bar (E-62): a number as well as a bar, so it reads without colour. The filled
// part is an SVG rectangle whose width is an attribute, not an inline style: a screen drawn from HTML
// at build time (src/prerender) keeps it, where the CSP (style-src 'self') drops style attributes.
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
        <svg aria-hidden="true" className="block h-full w-full text-brand-700">
          <rect width={`${Math.min(100, Math.max(0, value))}%`} height="100%" rx="6" fill="currentColor" />
        </svg>
      </div>
      <p className="mt-1 text-right text-sm text-slate-700">{t('common.percent', { value: rounded })}</p>
    </div>
  );
}
