// A new version of the app is ready: offered with a Reload button, never forced mid-step. Reloading
// keeps every draft (they are stored on the phone).
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { applyUpdate, useUpdateWaiting } from './serviceWorker.ts';

export function UpdateBanner() {
  const { t } = useTranslation();
  if (!useUpdateWaiting()) return null;
  return (
    <div role="status" className="border-b-4 border-sky-700 bg-sky-50 px-4 py-2 text-base text-sky-950">
      <div className="mx-auto flex max-w-xl flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1">{t('shell.update.body')}</p>
        <Button className="w-auto" onClick={applyUpdate}>
          {t('shell.update.reload')}
        </Button>
      </div>
    </div>
  );
}
