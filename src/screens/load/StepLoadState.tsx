// While a step's `load:` handler runs: a spinner with the step's loading words; after a failure the
// words and Try again. Nothing once the data is there.
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { StepData } from './useStepData.ts';

export function StepLoadState({ loaded, ready, loadingText }: { loaded: StepData; ready: boolean; loadingText?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {loaded.failure ? (
        <Alert tone="error">
          <p>{loaded.failure}</p>
          <div className="mt-3"><Button variant="secondary" onClick={loaded.retry}>{t('common.tryAgain')}</Button></div>
        </Alert>
      ) : null}
      {loaded.loading && !ready ? <Spinner label={t(loadingText ?? 'common.loading')} /> : null}
    </>
  );
}
