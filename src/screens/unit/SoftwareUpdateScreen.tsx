// /software-update (I-04…I-08, Z-34): runs the update on arrival and shows the current task's
// simulated progress (ticks every 100 ms, held at 99 until the task is done, I-06) with "task n of m".
// The handler records which task runs in src/state/softwareUpdate.ts; this screen only reads it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { simulatedProgress, UPDATE_TICK_MS } from '../../handlers/rules/softwareUpdate.ts';
import { softwareUpdate } from '../../state/softwareUpdate.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { CircularProgress } from './CircularProgress.tsx';

export default function SoftwareUpdateScreen({ step, params }: ScreenProps<'softwareUpdate'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const { submit } = actions;
  const { tasks, done, taskStartedAt } = useSnapshot(softwareUpdate);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    void submit();
  }, [submit]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), UPDATE_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const total = tasks.length;
  const current = Math.min(done + 1, Math.max(total, 1));
  const value = taskStartedAt === null ? 0 : simulatedProgress(now - taskStartedAt);
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <div className="my-6">
        <CircularProgress value={value} label={t('update.running.progressLabel')} text={t('update.running.percent', { value })} />
        {total > 0 ? (
          <p className="mt-3 text-center text-lg font-semibold text-slate-900" data-testid="update-task">
            {t('update.running.task', { n: current, m: total })}
          </p>
        ) : null}
      </div>
      <BodyBlocks blocks={step.body} />
      {actions.failure ? <Button onClick={() => void submit()}>{t('common.tryAgain')}</Button> : null}
    </Page>
  );
}
