// What a setup screen shows until its system info is there: a spinner, or the failure in place with
// Try again (every API failure says what happened and what to do).
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { FailureAlert } from '../../ui/FailureAlert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { SystemInfoState } from './useCurrentSystemInfo.ts';

export function SystemInfoLoading({ state }: { state: SystemInfoState }) {
  const { t } = useTranslation();
  if (!state.failure) return <Spinner label={t('deliverySetup.loading')} />;
  return (
    <>
      <FailureAlert message={state.failure} />
      <Button onClick={state.retry}>{t('common.tryAgain')}</Button>
    </>
  );
}
