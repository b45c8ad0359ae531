// /feedback/2 (J-08): thanks, and a way back to the screen where feedback started. The sending handler
// passes that path as ?from= (only an in-app path is followed); without it, Back is history back.
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';

/** "/commission/12/2" → itself; "//evil.example", "https://…", "/feedback/1" or "" → null */
export function returnPath(from: string | null): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/feedback/')) return null;
  return from;
}

export default function FeedbackSentScreen({ step, params }: ScreenProps<'feedbackSent'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const back = returnPath(query.get('from'));
  return (
    <Page title={step.title} progress={step.progress}>
      <BodyBlocks blocks={step.body} />
      <div className="mt-6">
        <Button onClick={() => (back ? actions.follow(back) : history.back())}>{t(String(step.props?.backText ?? 'common.back'))}</Button>
      </div>
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
