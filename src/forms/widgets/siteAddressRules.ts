// L-13, E-05: the country is required whenever its select is shown, i.e. while the address has no
// coordinates. Checked here rather than with `required` in the schema's else branch, whose failure
// would also put ajv's "must match else schema" on the form as a whole.
import type { CustomValidator } from '@rjsf/utils';
import i18next from 'i18next';

export function countryWithoutCoordinates(form: string): CustomValidator<Record<string, unknown>> {
  return (data, errors) => {
    const located = typeof data?.latitude === 'number' && typeof data?.longitude === 'number';
    const country = data?.country;
    if (!located && (typeof country !== 'string' || country === '')) {
      errors.country?.addError(i18next.t(`forms.${form}.errors.country.required`));
    }
    return errors;
  };
}
