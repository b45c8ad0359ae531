// Shown when code or words could not be downloaded: what happened, what to do, and a reload button.
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';

export function LoadFailed() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto w-full max-w-xl px-4 pt-4">
      <Alert tone="error">{t('common.loadFailed')}</Alert>
      <Button onClick={() => location.reload()}>{t('common.reload')}</Button>
    </main>
  );
}
