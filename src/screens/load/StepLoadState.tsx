// While a step's `load:` handler runs: a spinner with the step's loading words; after a failure the
// words and Try again. Nothing once the data is there.
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../ui/FailureAlert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { StepData } from './useStepData.ts';

export function StepLoadState({
  loaded,
  ready,
  loadingText,
}: {
  loaded: StepData;
  ready: boolean;
  loadingText?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {loaded.failure ? <FailureAlert failure={loaded.failure} /> : null}
      {loaded.loading && !ready ? <Spinner label={t(loadingText ?? 'common.loading')} /> : null}
    </>
  );
}
