// /software-update-failed (I-08, I-10, Z-34, issue 14): which task did not finish and the log line the
// server returned for it, then the step's words and buttons (try again resumes at that task).
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { softwareUpdate } from '../../state/softwareUpdate.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';

export default function SoftwareUpdateFailedScreen({ step, params }: ScreenProps<'softwareUpdateFailed'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const { tasks, done, failed, log } = useSnapshot(softwareUpdate);
  const task = failed ? tasks[done] : undefined;
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      {task ? (
        <Alert tone="error">
          <p className="font-semibold" data-testid="failed-task">
            {t('update.failed.task', { task: t(`update.tasks.${task}`, { defaultValue: task }), n: done + 1, m: tasks.length })}
          </p>
          {log ? (
            <>
              <p className="mt-2">{t('update.failed.log')}</p>
              <p className="mt-1 rounded bg-white p-2 font-mono text-sm break-words text-slate-900" data-testid="update-log">{log}</p>
            </>
          ) : null}
        </Alert>
      ) : null}
      <BodyBlocks blocks={step.body} />
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
