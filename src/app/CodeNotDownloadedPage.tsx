// What a screen whose code could not be downloaded shows (CodeNotDownloaded): no signal, not a defect.
// It asks again by itself when the phone says it is back online, or on Try again; no reload, which with
// no signal and no service worker yet would leave the app for the browser's offline page.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function CodeNotDownloadedPage({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  useEffect(() => {
    addEventListener('online', onRetry);
    return () => removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <main role="alert" className="mx-auto max-w-xl p-4" data-testid="code-not-downloaded">
      <h1 className="text-2xl font-bold">{t('shell.codeNotDownloaded.title')}</h1>
      <p className="my-3">{t('shell.codeNotDownloaded.body')}</p>
      <button
        type="button"
        className="min-h-12 w-full rounded-lg bg-brand-700 px-4 font-semibold text-white"
        onClick={onRetry}
      >
        {t('common.tryAgain')}
      </button>
    </main>
  );
}
