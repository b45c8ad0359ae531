// Turns ajv's errors into the exact messages of section L: the key is
// forms.<form>.errors.<field>.<keyword> (keyword as ajv names it: required, pattern, minimum, ...),
// falling back to forms.<form>.errors.<field>.default, then to words per keyword for every form
// (forms.common.errors.<keyword>). ajv's own text ("must match "then" schema") is never shown.
import type { RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { decimalSeparator } from '../ui/localNumber.ts';

// ajv reports a failed if/then or anyOf both on the branch's own keyword (shown) and on the wrapper
// ("must match "then" schema"), which says nothing more to the installer
const WRAPPERS = new Set(['if', 'anyOf', 'oneOf', 'allOf']); // 'not' is a rule of its own (a common password)

/** A number typed with a decimal comma ("10,5") where the language writes a point. */
const COMMA_DECIMAL = /^\s*[-+]?\d*,\d+\s*$/;

/**
 * `valueAt` gives what was typed at an error's property (".dcSize" → "10,5"): a number box that
 * holds "10,5" in a language with a decimal point keeps the quoted "please input a number" (L-19)
 * and gets a second line saying a point is expected, with the number written so.
 */
export function transformErrors(
  form: string,
  errors: RJSFValidationError[],
  t: TFunction,
  valueAt?: (property: string) => unknown,
  lang = 'en',
): RJSFValidationError[] {
  return errors
    .filter((error) => !WRAPPERS.has(error.name ?? ''))
    .flatMap((error) => {
      const shown = [message(form, error, t)];
      const typed = error.name === 'type' ? valueAt?.(error.property ?? '') : undefined;
      if (typeof typed === 'string' && COMMA_DECIMAL.test(typed) && decimalSeparator(lang) === '.') {
        const hint = t('forms.common.errors.decimalPoint', { example: typed.trim().replace(',', '.') });
        shown.push({ ...error, name: 'decimalPoint', message: hint, stack: hint });
      }
      return shown;
    });
}

function message(form: string, error: RJSFValidationError, t: TFunction): RJSFValidationError {
  const field = fieldOf(error);
  const keyword = error.name ?? 'default';
  const base = `forms.${form}.errors.${field}`;
  const message =
    t(`${base}.${keyword}`, { defaultValue: '' }) ||
    t(`${base}.default`, { defaultValue: '' }) ||
    t(`forms.common.errors.${keyword}`, { defaultValue: '' }) ||
    t('forms.common.errors.default');
  return { ...error, message, stack: message };
}

/** ".spec.dcSize" or ".weights.0" → the value there in the form's data. */
export function valueAtProperty(data: unknown, property: string): unknown {
  let at = data;
  for (const part of property
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

// ".email" → "email"; for `required`, ajv reports on the parent with params.missingProperty
function fieldOf(error: RJSFValidationError): string {
  const missing = (error.params as { missingProperty?: string } | undefined)?.missingProperty;
  if (error.name === 'required' && missing) return missing;
  return (error.property ?? '').replace(/^\./, '').split('.')[0] || 'form';
}
