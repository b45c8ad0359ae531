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

export default function PollScreen({ step, params }: ScreenProps<'poll'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const { submit } = actions;
  useEffect(() => {
    void submit();
  }, [submit]);
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      {actions.busy ? <Spinner label={step.props?.busyText ? t(String(step.props.busyText)) : undefined} /> : null}
      {actions.failure ? <Button onClick={() => void submit()}>{t('common.tryAgain')}</Button> : null}
    </Page>
  );
}
