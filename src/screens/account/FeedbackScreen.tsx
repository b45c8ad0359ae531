// /feedback/1 (J-05, J-07): flag an issue or write a comment; the comment must not be empty (L-35).
// The step's handler sends it with the route the user came from (Z-60) and the serial. What is typed
// is kept in the job's drafts, so a reload or a 401 loses nothing (issue 10).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { isFailure } from '../../handlers/types.ts';
import { formStep } from '../../state/formDrafts.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import { TextArea } from '../../ui/TextField.tsx';
import type { ScreenProps } from '../types.ts';
import { storedText, useStepDraft } from '../useStepDraft.ts';

type Kind = 'issue' | 'comment';
const readFeedback = (stored: Record<string, unknown>) => ({
  kind: (stored.kind === 'issue' ? 'issue' : 'comment') as Kind,
  comment: storedText(stored, 'comment'),
});

export default function FeedbackScreen({ step, params }: ScreenProps<'feedback'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const [draft, setDraft, clearDraft] = useStepDraft(formStep('feedback', step.path), readFeedback);
  const { kind, comment } = draft;
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (comment.trim() === '') return setError(t('feedback.required'));
    setError(null);
    const outcome = await actions.submit({ comment, issue: kind === 'issue' });
    if (outcome && !isFailure(outcome)) clearDraft();
  };

  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <form noValidate onSubmit={(e) => void submit(e)}>
        <fieldset className="my-4 flex flex-col gap-3">
          <legend className="mb-2 text-base font-semibold text-slate-900">{t('feedback.kind')}</legend>
          {(['issue', 'comment'] as const).map((k) => (
            <label key={k} className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 border-slate-400 bg-white p-3 text-base has-[:checked]:border-brand-700">
              <input type="radio" name="feedback-kind" value={k} checked={kind === k} onChange={() => setDraft({ ...draft, kind: k })} className="mt-1 h-6 w-6 shrink-0 accent-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">{t(`feedback.${k}`)}</span>
                <span className="block text-slate-700">{t(`feedback.${k}Help`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <TextArea id="feedback-comment" label={t('feedback.text')} rows={6} value={comment} onChange={(e) => setDraft({ ...draft, comment: e.target.value })} error={error} />
        <div className="mt-6">
          <Button type="submit" busy={actions.busy}>{t('feedback.send')}</Button>
        </div>
      </form>
    </Page>
  );
}
