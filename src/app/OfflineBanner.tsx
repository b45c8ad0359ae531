// "No signal" across the top while the phone is offline: words, not an icon, so it is never taken for
// the unit's wifi icon. Screens keep working; polling waits and uploads follow when signal returns.
import { useTranslation } from 'react-i18next';
import { useOnline } from './useOnline.ts';

export function OfflineBanner() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="border-b-4 border-amber-600 bg-amber-100 px-4 py-2 text-base text-amber-950"
    >
      <p className="mx-auto max-w-xl">
        <span className="font-bold">{t('shell.offline.title')}</span> {t('shell.offline.body')}
      </p>
    </div>
  );
}
