// What a screen whose code could not be downloaded shows (CodeNotDownloaded): no signal, not a defect.
// It asks again by itself when the phone says it is back online, or on Try again (ScreenErrorBoundary); never
// a reload while there is no signal, which with no service worker yet would leave the app for the browser's
// offline page.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';

export function CodeNotDownloadedPage({ onRetry }: { onRetry(): Promise<void> }) {
  const { t } = useTranslation();
  const [trying, setTrying] = useState(false);
  const tryAgain = async () => {
    setTrying(true);
    await onRetry();
    setTrying(false); // still no signal (drawn again, this page is gone)
  };
  useEffect(() => {
    const onOnline = () => void onRetry();
    addEventListener('online', onOnline);
    return () => removeEventListener('online', onOnline);
  }, [onRetry]);
  return (
    <main role="alert" className="mx-auto max-w-xl p-4" data-testid="code-not-downloaded">
      <h1 className="text-2xl font-bold">{t('shell.codeNotDownloaded.title')}</h1>
      <p className="my-3">{t('shell.codeNotDownloaded.body')}</p>
      <Button busy={trying} onClick={() => void tryAgain()}>
        {t('common.tryAgain')}
      </Button>
    </main>
  );
}
