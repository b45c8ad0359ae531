// /commission/21 (E-57…E-61): starts or resumes the run (the step's handler, which lives in
// src/handlers/run) and shows how far it is: the run's own bar, the stage in words, the time
// elapsed and the progress text of the first log entry. A failure stays here with Try again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { runProgress, runStage } from '../../handlers/run/runProgress.ts';
import { run as runStore } from '../../state/run.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { useNow } from './useNow.ts';

const TICK_MS = 250;
const PASSED_SHOWN_MS = 2500; // long enough to read "Commissioning passed"; Continue goes at once

export default function CommissionProgressScreen({ step, params }: ScreenProps<'commissionProgress'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const { submitTo, emit } = actions;
  const state = useSnapshot(runStore);
  const now = useNow(TICK_MS);

  // E-50: a passed run first says so here, at 100 %, then moves on to the NPS step (documents' order);
  // the success outcome is held back from the step's map until then
  const [passed, setPassed] = useState(false);
  const start = useCallback(async () => {
    const outcome = await submitTo({ ...step.on, success: { notice: 'run.progress.passed' } });
    if (outcome?.kind === 'success') setPassed(true);
  }, [submitTo, step.on]);
  useEffect(() => {
    void start();
  }, [start]);
  useEffect(() => {
    if (!passed) return;
    const timer = setTimeout(() => emit('success'), PASSED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [passed, emit]);

  // Z-50: never move backwards within one run (a new task may start below the held value)
  const highest = useRef({ runStart: state.startedAt, value: 0 });
  if (highest.current.runStart !== state.startedAt) highest.current = { runStart: state.startedAt, value: 0 };
  const progress = passed ? 100 : Math.max(highest.current.value, runProgress(state, now));
  highest.current.value = progress;

  const elapsed = Math.max(0, Math.floor((now - (state.startedAt ?? now)) / 1000));
  const progressText = state.log?.logs[0]?.progress;

  // The run's bar replaces the wizard's 70 % here (Z-29): one bar, the one that moves.
  if (passed) {
    return (
      <Page title={step.title} progress={100}>
        <Button onClick={() => emit('success')}>{t('run.progress.continue')}</Button>
      </Page>
    );
  }
  return (
    <Page title={step.title} progress={progress} failure={actions.failure}>
      <p className="my-3 text-base font-semibold text-slate-900" aria-live="polite">{t(`run.progress.stage.${runStage(state, progress)}`)}</p>
      {progressText ? (
        <p className="my-3 text-base text-slate-800">
          <span className="block text-sm text-slate-700">{t('run.progress.unitSays')}</span>
          <span data-testid="progress-text">{progressText}</span>
        </p>
      ) : null}
      <p className="my-3 text-base text-slate-700">{t('run.progress.elapsed', { minutes: Math.floor(elapsed / 60), seconds: elapsed % 60 })}</p>
      <Alert tone="info">{t('run.progress.keepOpen')}</Alert>
      {actions.failure ? <Button onClick={() => void start()}>{t('common.tryAgain')}</Button> : null}
    </Page>
  );
}
