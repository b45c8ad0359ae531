// A failed action: what happened (the server's words, J-13) and what to do next, in words.
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert.tsx';

export function FailureAlert({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p>{message}</p>
      <p className="mt-1 text-sm">{t('common.failureHint')}</p>
    </Alert>
  );
}
