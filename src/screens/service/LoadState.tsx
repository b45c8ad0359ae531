// What a service screen shows while its system info (or list) is not there: a spinner that says so,
// or what went wrong with Try again when trying again can help (Z-42).
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { FailureAlert } from '../../ui/FailureAlert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { LoadProblem } from './loadProblem.ts';

export function LoadState({
  loading,
  problem,
  onRetry,
  loadingText = 'systemInfo.loading',
}: {
  loading: boolean;
  problem: LoadProblem | null;
  onRetry(): void;
  loadingText?: string;
}) {
  const { t } = useTranslation();
  if (problem?.failure) return <FailureAlert failure={{ ...problem.failure, retry: onRetry }} />;
  if (problem) {
    return (
      <Alert tone="error">
        <p>{t(problem.key ?? 'systemInfo.loadFailed')}</p>
        {problem.retry ? (
          <div className="mt-3">
            <Button variant="secondary" onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          </div>
        ) : null}
      </Alert>
    );
  }
  return loading ? <Spinner label={t(loadingText)} /> : null;
}
