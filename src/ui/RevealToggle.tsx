// The "Show" toggle beside a password field: gloved fingers mistype, so the installer can check what
// was typed. A toggle button (aria-pressed) with a fixed name, so screen readers hear its state.
import { useTranslation } from 'react-i18next';

export function RevealToggle({ shown, onToggle, controls }: { shown: boolean; onToggle(): void; controls: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-controls={controls}
      onClick={onToggle}
      className="min-h-12 min-w-20 shrink-0 rounded-lg border-2 border-brand-700 bg-white px-3 text-base font-semibold text-brand-800 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 aria-pressed:bg-brand-50"
    >
      {t('common.showPassword')}
    </button>
  );
}
