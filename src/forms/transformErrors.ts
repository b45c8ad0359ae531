// Turns ajv's errors into the exact messages of section L: the key is
// forms.<form>.errors.<field>.<keyword> (keyword as ajv names it: required, pattern, minimum, ...),
// falling back to forms.<form>.errors.<field>.default.
import type { RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';

export function transformErrors(form: string, errors: RJSFValidationError[], t: TFunction): RJSFValidationError[] {
  return errors.map((error) => {
    const field = fieldOf(error);
    const keyword = error.name ?? 'default';
    const base = `forms.${form}.errors.${field}`;
    const message = t(`${base}.${keyword}`, { defaultValue: '' }) || t(`${base}.default`, { defaultValue: '' }) || error.message || error.stack;
    return { ...error, message, stack: message };
  });
}

// ".email" → "email"; for `required`, ajv reports on the parent with params.missingProperty
function fieldOf(error: RJSFValidationError): string {
  const missing = (error.params as { missingProperty?: string } | undefined)?.missingProperty;
  if (error.name === 'required' && missing) return missing;
  return (error.property ?? '').replace(/^\./, '').split('.')[0] || 'form';
}
