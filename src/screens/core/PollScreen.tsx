// Runs the step's handler on arrival (for example the unit search, D-07) and shows that work is going
// on until the handler's outcome leads on. A failure stays on screen with a way to try again.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { ScreenProps } from '../types.ts';

export default function PollScreen({ step, params }: ScreenProps) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const { run } = actions;
  const handler = step.run;
  useEffect(() => {
    if (handler) void run(handler);
  }, [handler, run]);
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      {actions.busy ? <Spinner label={step.props?.busyText ? t(String(step.props.busyText)) : undefined} /> : null}
      {actions.failure && handler ? <Button onClick={() => void run(handler)}>{t('common.tryAgain')}</Button> : null}
    </Page>
  );
}
