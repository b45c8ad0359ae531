// /commission/5 (D-07, D-10): runs the unit search on arrival. While the unit answers 406 it says it
// is waiting for the unit to come online and how long it has waited, so a slow start does not look
// like a frozen app. Leaving the screen aborts the search (nothing is sent after that).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { ScreenProps } from '../types.ts';

/** 65_000 → "1:05" */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export default function UnitSearchScreen({ step, params }: ScreenProps<'unitSearch'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const { submit } = actions;
  const [attempt, setAttempt] = useState(0);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    void submit();
  }, [submit, attempt]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const again = () => {
    setStartedAt(Date.now());
    setAttempt((n) => n + 1);
  };

  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      {actions.busy ? (
        <>
          <Spinner label={t(actions.progress.waiting === 'unitOffline' ? 'search.waiting' : 'search.searching')} />
          <p className="text-center text-base text-slate-700" data-testid="search-elapsed">
            {t('search.elapsed', { time: formatElapsed(now - startedAt) })}
          </p>
        </>
      ) : null}
      {actions.failure ? <Button onClick={again}>{t('common.tryAgain')}</Button> : null}
    </Page>
  );
}
