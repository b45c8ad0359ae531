// /net-promoter-score (G-01…G-03, L-36, Z-46): a 0–10 score (default 7) and a comment. The comment
// is trimmed; an empty one asks `Are you sure you want to leave this blank?` first: IGNORE sends
// with an empty comment, the other button returns to the form. The step's handler sends. Score and
// comment are kept in the job's drafts (a reload or a 401 loses nothing); a failed send says so and
// keeps them: SUBMIT tries again, or the installer goes on without sending (issue 10).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { isFailure } from '../../handlers/types.ts';
import { npsNeedsConfirmation } from '../../handlers/rules/index.ts';
import { formStep } from '../../state/formDrafts.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Page } from '../../ui/Page.tsx';
import { TextArea } from '../../ui/TextField.tsx';
import type { ScreenProps } from '../types.ts';
import { storedText, useStepDraft } from '../useStepDraft.ts';

const SCORES = Array.from({ length: 11 }, (_, i) => i);
export const DEFAULT_SCORE = 7; // G-01
const readScore = (stored: Record<string, unknown>) => ({
  score: SCORES.includes(stored.score as number) ? (stored.score as number) : DEFAULT_SCORE,
  comment: storedText(stored, 'comment'),
});
// a 48 px thumb on a 12 px track, so the slider can be used with gloves (touch targets >= 48 px)
const RANGE = [
  'h-12 w-full cursor-pointer appearance-none bg-transparent',
  '[&::-webkit-slider-runnable-track]:h-3 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-slate-300',
  '[&::-webkit-slider-thumb]:-mt-[18px] [&::-webkit-slider-thumb]:h-12 [&::-webkit-slider-thumb]:w-12 [&::-webkit-slider-thumb]:appearance-none',
  '[&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-4 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-brand-700',
  '[&::-moz-range-track]:h-3 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-slate-300',
  '[&::-moz-range-thumb]:h-12 [&::-moz-range-thumb]:w-12 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-4 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-brand-700',
  'focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400',
].join(' ');

export default function NpsScreen({ step, params }: ScreenProps<'nps'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const [draft, setDraft, clearDraft] = useStepDraft(formStep('nps', step.path), readScore);
  const { score, comment } = draft;
  const setScore = (n: number) => setDraft({ ...draft, score: n });
  const [asking, setAsking] = useState(false);

  const send = async (text: string) => {
    setAsking(false);
    const outcome = await actions.submit({ score, comment: text });
    if (outcome && !isFailure(outcome)) clearDraft();
  };
  const submit = () => (npsNeedsConfirmation(comment) ? setAsking(true) : void send(comment));

  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className="my-3 text-base text-slate-900">{t('nps.question')}</p>
        <label htmlFor="nps-score" className="block text-base font-semibold text-slate-900">{t('nps.scoreLabel')}</label>
        <output htmlFor="nps-score" className="my-2 block text-2xl font-bold text-brand-800" aria-live="polite">
          {t('nps.scoreValue', { value: score })}
        </output>
        <input
          id="nps-score"
          type="range"
          min={0}
          max={10}
          step={1}
          value={score}
          onChange={(e) => setScore(Number(e.target.value))}
          className={RANGE}
        />
        <div className="flex justify-between text-sm text-slate-700" aria-hidden>
          <span>{t('nps.low')}</span>
          <span>{t('nps.high')}</span>
        </div>
        <fieldset className="my-4">
          <legend className="mb-2 text-sm text-slate-700">{t('nps.pick')}</legend>
          <div className="grid grid-cols-6 gap-2">
            {SCORES.map((n) => (
              <button
                key={n}
                type="button"
                aria-pressed={n === score}
                onClick={() => setScore(n)}
                className={`min-h-12 rounded-lg border-2 text-lg font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 ${
                  n === score ? 'border-brand-800 bg-brand-700 text-white underline' : 'border-slate-400 bg-white text-slate-900'
                }`}
              >
                {n}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="mt-4">
          <TextArea id="nps-comment" label={t('nps.commentLabel')} rows={4} value={comment} onChange={(e) => setDraft({ ...draft, comment: e.target.value })} />
        </div>
        {actions.failure ? <p className="mt-6 text-base font-semibold text-slate-900">{t('nps.notSent')}</p> : null}
        <div className="mt-6 flex flex-col gap-3">
          <Button type="submit" busy={actions.busy}>{t('nps.submit')}</Button>
          {actions.failure ? (
            <Button variant="secondary" onClick={() => actions.emit('skipped')}>{t('nps.skip')}</Button>
          ) : null}
        </div>
      </form>
      <Modal
        open={asking}
        title={t('nps.confirm.title')}
        onClose={() => setAsking(false)}
        actions={
          <>
            <Button onClick={() => void send('')}>{t('nps.confirm.ignore')}</Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>{t('nps.confirm.back')}</Button>
          </>
        }
      >
        <p className="text-base text-slate-800">{t('nps.confirm.body')}</p>
      </Modal>
    </Page>
  );
}
