// A failed action: what happened, in words that fit its cause, then what to do. No signal is said
// plainly first, with the J-13 text as the detail; a refusal (4xx) shows the server's words with no
// talk of signal; a server problem (5xx) says so. Long texts (URLs) wrap instead of widening the page.
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert.tsx';

export type FailureCause = 'offline' | 'refused' | 'server' | 'other';

/** Tells the cause of a failure from its words; the app shell provides the API client's record. */
export const FailureCauseContext = createContext<(message: string) => FailureCause>(() => 'other');

export function FailureAlert({ message }: { message: string }) {
  const { t } = useTranslation();
  const cause = useContext(FailureCauseContext)(message);
  return (
    <Alert tone="error">
      {cause === 'offline' ? <p className="font-semibold">{t('common.failure.offline')}</p> : null}
      <p className={cause === 'offline' ? 'mt-1 text-sm' : ''}>{message}</p>
      <p className="mt-1 text-sm">{t(`common.failure.${cause}Hint`)}</p>
    </Alert>
  );
}
