// One serial field, used at /commission/3, /reconfigure-enter-serial and /wifi-enter-serial (D-02).
// What the user types is shown normalised as they type (D-03, Z-10) and validated on submit with the
// exact texts of L-15 / L-16; the normalised serial is what the step's handler receives and stores.
// What is typed is a draft of the job keyed by the step (there is no unit yet), so it survives a reload
// and a 401 and is cleared with the job; a serial the step's handler took is no longer a draft.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { normaliseSerial, validateSerial, type SerialError } from '../../handlers/rules/serial.ts';
import { isFailure } from '../../handlers/types.ts';
import { clearJobDraft, readJobDraft, saveJobDraft } from '../../state/formDrafts.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';

export default function SerialEntryScreen({ step, params }: ScreenProps<'serialEntry'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const id = useId();
  const draftKey = `serialEntry:${step.path}`;
  const [raw, setRawState] = useState(() => {
    const typed = readJobDraft(draftKey)?.serial;
    return typeof typed === 'string' ? typed : '';
  });
  const setRaw = (value: string) => {
    setRawState(value);
    saveJobDraft(draftKey, { serial: value });
  };
  const [error, setError] = useState<SerialError | null>(null);
  const normalised = normaliseSerial(raw);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateSerial(normalised);
    setError(problem);
    setRaw(normalised); // the field now shows exactly what is checked and sent
    if (!problem) void send(normalised);
  };
  const send = async (serial: string) => {
    const outcome = await actions.submit({ serial });
    if (outcome && !isFailure(outcome)) clearJobDraft(draftKey);
  };

  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <label htmlFor={`${id}-serial`} className="text-base font-semibold text-slate-900">{t('serial.field.label')}</label>
        <input
          id={`${id}-serial`}
          name="serial"
          type="text"
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          value={raw}
          onChange={(e) => { setRaw(e.target.value); setError(null); }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`min-h-14 w-full rounded-lg border-2 bg-white px-4 py-3 font-mono text-2xl tracking-wide text-slate-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 ${error ? 'border-red-700' : 'border-slate-500'}`}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-700">{t('serial.field.hint')}</p>
        {normalised !== '' && normalised !== raw ? (
          <p className="text-base text-slate-800" data-testid="serial-normalised">{t('serial.field.willUse', { serial: normalised })}</p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-base font-semibold text-red-800">
            <span aria-hidden>✖ </span>{t(`serial.errors.${error}`)}
          </p>
        ) : null}
        <Button type="submit" busy={actions.busy}>{t('common.next')}</Button>
      </form>
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
