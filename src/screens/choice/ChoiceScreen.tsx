// The `choice` kind (docs/ENGINE.md): the options the flow declares (those whose `when:` holds), the
// one the job holds marked, and the chosen value submitted as { choice } to the step's handler, which
// decides and answers an outcome or a failure key. It renders and submits; it decides nothing.
//   mode radio: radios and NEXT; the pick is a draft of the job until NEXT (survives a reload, a 401)
//   mode tap:   large buttons; a tap submits at once
//   autoSubmitWhen: while that condition holds the step submits no choice on arrival (the rule decides)
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { allConditions } from '../../conditions/unitConditions.ts';
import type { ConditionName } from '../../conditions/names.ts';
import { currentChoice, type ChoiceState } from '../../handlers/choices/currentChoice.ts';
import { isFailure } from '../../handlers/types.ts';
import { clearDraft, formStep, readDraft, saveDraft } from '../../state/formDrafts.ts';
import { project } from '../../state/project.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { NotFound } from '../config/NotFound.tsx';
import type { ScreenProps } from '../types.ts';
import { ChoiceButton } from './ChoiceButton.tsx';
import { choiceProps } from './choiceProps.ts';
import { ChoiceRadio } from './ChoiceRadio.tsx';

const NOTHING_HELD: ChoiceState = { current: null };

export default function ChoiceScreen({ step, params }: ScreenProps<'choice'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const [path] = useLocation();
  const query = new URLSearchParams(useSearch());
  useSnapshot(project); // the conditions and the reader read the job: show its changes
  const props = choiceProps(step.props);
  const holds = (when: string | undefined) =>
    when === undefined || allConditions[when as ConditionName]({ params, query });
  const held = props.current ? currentChoice[props.current]({ params }) : NOTHING_HELD;
  const options = props.options.filter((o) => holds(o.when));
  const offered = (value: unknown): value is string =>
    typeof value === 'string' && options.some((o) => o.value === value);

  const draftKey = formStep('choice', path);
  const [picked, setPicked] = useState<unknown>(() => readDraft(draftKey)?.choice);
  const pick = (value: string) => {
    setPicked(value);
    saveDraft(draftKey, { choice: value });
  };
  // what is marked: this visit's pick, else what the job holds, else the only option there is
  const chosen = [picked, held.current, options.length === 1 ? options[0]?.value : null].find(offered) ?? null;

  const auto = props.autoSubmitWhen !== undefined && holds(props.autoSubmitWhen);
  const { submit } = actions;
  useEffect(() => {
    if (auto) void submit({ choice: null });
  }, [auto, submit]);

  if (auto)
    return (
      <Page title={step.title} progress={step.progress} failure={actions.failure}>
        <Spinner />
      </Page>
    );
  if (held.missing) return <NotFound title={step.title} messageKey={held.missing} />;

  const words = (key: string, value: string) => t(key, { value, ...held.placeholders });
  const next = async () => {
    const outcome = await submit({ choice: chosen });
    if (outcome && !isFailure(outcome)) clearDraft(draftKey);
  };

  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      {props.captionText ? (
        <p className="mb-2 text-base font-semibold text-slate-800">{t(props.captionText, held.placeholders)}</p>
      ) : null}
      <BodyBlocks blocks={step.body} />
      {props.mode === 'tap' ? (
        <div className="mt-4 flex flex-col gap-3">
          {options.map((o) => (
            <ChoiceButton
              key={o.value}
              title={words(o.text, o.value)}
              description={o.help ? words(o.help, o.value) : undefined}
              image={o.image}
              selected={held.current === o.value}
              disabled={actions.busy}
              onClick={() => void submit({ choice: o.value })}
            />
          ))}
        </div>
      ) : (
        <fieldset className="my-4 flex flex-col gap-3">
          <legend className="sr-only">{step.title ? t(step.title) : null}</legend>
          {options.map((o) => (
            <ChoiceRadio
              key={o.value}
              name="choice"
              value={o.value}
              title={words(o.text, o.value)}
              description={o.help ? words(o.help, o.value) : undefined}
              image={o.image}
              checked={chosen === o.value}
              onChange={pick}
            />
          ))}
        </fieldset>
      )}
      {props.notes
        .filter((n) => holds(n.when))
        .map((n) => (
          <Alert key={n.text} tone="info">
            {t(n.text, held.placeholders)}
          </Alert>
        ))}
      {props.mode === 'radio' ? (
        <div className="mt-6">
          <Button onClick={() => void next()} busy={actions.busy}>
            {t(props.nextText)}
          </Button>
        </div>
      ) : null}
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
