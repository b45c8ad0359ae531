// /software-update-failed (I-08, I-10): which task of the software update did not finish and
// the log line the server returned for it. Nothing while no task has failed (a reload after Try again).
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { softwareUpdate } from '../../../state/softwareUpdate.ts';
import { Alert } from '../../../ui/Alert.tsx';

export default function UpdateFailure() {
  const { t } = useTranslation();
  const { tasks, done, failed, log } = useSnapshot(softwareUpdate);
  const task = failed ? tasks[done] : undefined;
  if (!task) return null;
  return (
    <Alert tone="error">
      <p className="font-semibold" data-testid="failed-task">
        {t('update.failed.task', {
          task: t(`update.tasks.${task}`, { defaultValue: task }),
          n: done + 1,
          m: tasks.length,
        })}
      </p>
      {log ? (
        <>
          <p className="mt-2">{t('update.failed.log')}</p>
          <p
            className="mt-1 rounded bg-white p-2 font-mono text-sm break-words text-slate-900"
            data-testid="update-log"
          >
            {log}
          </p>
        </>
      ) : null}
    </Alert>
  );
}
