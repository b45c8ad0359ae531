// A choice step's `props`, as content/schemas/kinds/choice.schema.json describes them (the build
// checks them against it), with their defaults filled in.
import type { ChoiceStepProps } from '../../engine/kindProps.generated.ts';
import type { ChoiceReaderName } from '../../handlers/choices/names.ts';

export interface ChoiceOption {
  value: string;
  text: string; // locale key; reads {{value}} and the reader's placeholders
  help?: string; // locale key
  when?: string; // a condition (src/conditions): the option shows only while it holds
  image?: string; // an image shipped with the app, e.g. /images/ct-200.svg
}

export interface ChoiceNote {
  text: string; // locale key
  when?: string;
}

export interface ChoiceProps {
  /** radio: choose, then NEXT submits (the choice is a draft of the job until then); tap: a tap submits */
  mode: 'radio' | 'tap';
  options: ChoiceOption[];
  current?: ChoiceReaderName;
  captionText?: string;
  notes: ChoiceNote[];
  nextText: string;
  autoSubmitWhen?: string;
}

export function choiceProps(props: ChoiceStepProps | undefined): ChoiceProps {
  const given: Partial<ChoiceStepProps> = props ?? {};
  return {
    ...given,
    mode: given.mode ?? 'radio',
    // YAML reads `value: 200` as a number; the handler gets the text it stands for
    options: (given.options ?? []).map((o) => ({ ...o, value: String(o.value) })),
    notes: given.notes ?? [],
    nextText: given.nextText ?? 'common.next',
  };
}
