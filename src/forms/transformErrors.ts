// Turns ajv's errors into the exact messages of section L: the key is
// forms.<form>.errors.<field>.<keyword> (keyword as ajv names it: required, pattern, minimum, ...),
// falling back to forms.<form>.errors.<field>.default, then to words per keyword for every form
// (forms.common.errors.<keyword>). ajv's own text ("must match "then" schema") is never shown.
import type { RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';

// ajv reports a failed if/then or anyOf both on the branch's own keyword (shown) and on the wrapper
// ("must match "then" schema"), which says nothing more to the installer
const WRAPPERS = new Set(['if', 'anyOf', 'oneOf', 'allOf']); // 'not' is a rule of its own (a common password)

export function transformErrors(form: string, errors: RJSFValidationError[], t: TFunction): RJSFValidationError[] {
  return errors
    .filter((error) => !WRAPPERS.has(error.name ?? ''))
    .map((error) => {
      const field = fieldOf(error);
      const keyword = error.name ?? 'default';
      const base = `forms.${form}.errors.${field}`;
      const message =
        t(`${base}.${keyword}`, { defaultValue: '' }) ||
        t(`${base}.default`, { defaultValue: '' }) ||
        t(`forms.common.errors.${keyword}`, { defaultValue: '' }) ||
        t('forms.common.errors.default');
      return { ...error, message, stack: message };
    });
}

// ".email" → "email"; for `required`, ajv reports on the parent with params.missingProperty
function fieldOf(error: RJSFValidationError): string {
  const missing = (error.params as { missingProperty?: string } | undefined)?.missingProperty;
  if (error.name === 'required' && missing) return missing;
  return (error.property ?? '').replace(/^\./, '').split('.')[0] || 'form';
}
