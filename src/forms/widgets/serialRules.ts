// L-15, L-16: the typed serial is checked on its normalised value (D-03, Z-10), so "3p-35a 0001"
// passes and "3P--35A-0001" gets the format text. An empty field is left to the schema's `required`.
// rjsf does not pass custom errors through transformErrors, so the text is translated here.
import type { CustomValidator } from '@rjsf/utils';
import i18next from 'i18next';
import { normaliseSerial, validateSerial } from '../../handlers/rules/serial.ts';

export function validSerial(form: string): CustomValidator<Record<string, unknown>> {
  return (data, errors) => {
    const typed = data?.serial;
    const problem = typeof typed === 'string' ? validateSerial(normaliseSerial(typed)) : null;
    if (problem) errors.serial?.addError(i18next.t(`forms.${form}.errors.serial.${problem}`));
    return errors;
  };
}
