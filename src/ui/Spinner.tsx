// Shown while a screen's code or data loads: says so in words, and turns for phones that have not asked
// for reduced motion (motion-safe: for the others a turning ring is motion they asked not to see).
import { useTranslation } from 'react-i18next';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center gap-3 p-8 text-slate-700">
      <span
        aria-hidden
        className="h-10 w-10 motion-safe:animate-spin rounded-full border-4 border-brand-700 border-t-transparent"
      />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
