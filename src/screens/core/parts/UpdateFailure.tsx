// /software-update-failed (I-08, I-10): which task of the software update did not finish and why.
// The unit is blamed only when it said so (its log line, or the task still listed when its time was
// up): then its words and "check that the SolShare is powered and online". When a call failed, the
// unit said nothing: the failure is worded by its class with the server's own words (J-13).
// Nothing while no task has failed (a reload after Try again).
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { problemWords } from '../../../app/shownOutcome.ts';
import { softwareUpdate } from '../../../state/softwareUpdate.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { ServerSaid } from '../../../ui/ServerSaid.tsx';

export default function UpdateFailure() {
  const { t } = useTranslation();
  const { tasks, done, failed, log, failure } = useSnapshot(softwareUpdate);
  const task = failed ? tasks[done] : undefined;
  if (!task) return null;
  const problem = failure
    ? problemWords(
        { class: failure.cls, context: 'update', ...(failure.serverSaid ? { serverSaid: failure.serverSaid } : {}) },
        t,
      )
    : null;
  return (
    <Alert tone="error">
      <p className="font-semibold" data-testid="failed-task">
        {t('update.failed.task', {
          task: t(`update.tasks.${task}`, { defaultValue: task }),
          n: done + 1,
          m: tasks.length,
        })}
      </p>
      {problem ? (
        <div data-testid="update-call-failure">
          <p className="mt-2 font-semibold">{problem.what}</p>
          <p className="mt-1">{problem.todo}</p>
          <ServerSaid text={problem.serverSaid} />
        </div>
      ) : (
        <>
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
          <p className="mt-2">{t('update.failed.text')}</p>
        </>
      )}
    </Alert>
  );
}
