// The serial field (D-02, D-03, Z-10): a large field the phone keyboard fills in capitals, without
// autocomplete. While it holds anything it says which serial will be used; leaving the field (tapping NEXT
// does) writes the normalised serial into it, so what is checked and sent is what the field shows.
// L-15, L-16: it is checked on that normalised value too (formCheck, asked of every form using it), so "3p-35a 0001" passes and
// "3P--35A-0001" gets the format text; an empty field is left to the schema's `required`.
import type { CustomValidator, WidgetProps } from '@rjsf/utils';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { normaliseSerial, validateSerial } from '../../handlers/rules/serial.ts';

/** The form's check of its `serial` field; rjsf does not pass custom errors through transformErrors, so it translates here. */
export function formCheck(form: string): CustomValidator<Record<string, unknown>> {
  return (data, errors) => {
    const typed = data?.serial;
    const problem = typeof typed === 'string' ? validateSerial(normaliseSerial(typed)) : null;
    if (problem) errors.serial?.addError(i18next.t(`forms.${form}.errors.serial.${problem}`));
    return errors;
  };
}

export default function SerialWidget({
  id,
  value,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  rawErrors,
}: WidgetProps) {
  const { t } = useTranslation();
  const typed = typeof value === 'string' ? value : '';
  const normalised = normaliseSerial(typed);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const set = (text: string) => onChange(text === '' ? undefined : text);
  return (
    <>
      <input
        id={id}
        name="serial"
        type="text"
        inputMode="text"
        autoCapitalize="characters"
        autoComplete="off"
        autoCorrect="off"
        spellCheck="false"
        enterKeyHint="go"
        value={typed}
        disabled={disabled || readonly}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}__help${invalid ? ` ${id}__error` : ''}`}
        onChange={(e) => set(e.target.value)}
        onBlur={() => {
          if (normalised !== typed) set(normalised);
          onBlur(id, normalised);
        }}
        onFocus={() => onFocus(id, typed)}
        className="min-h-14 w-full rounded-lg border-2 border-slate-500 bg-white px-4 py-3 font-mono text-2xl tracking-wide text-slate-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 aria-[invalid=true]:border-red-700"
      />
      {normalised !== '' ? ( // shown while the field holds anything, so normalising on leaving it moves nothing under the finger
        <p className="mt-2 text-base text-slate-800" data-testid="serial-normalised">
          {t('forms.serial.fields.serial.willUse', { serial: normalised })}
        </p>
      ) : null}
    </>
  );
}
