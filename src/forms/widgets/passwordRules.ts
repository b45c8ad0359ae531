// L-09, L-11: the confirmation must equal the password: `Two inputs don't match!`. An empty
// confirmation is left to the schema's `required` message. rjsf does not pass custom errors through
// transformErrors, so the text is translated here.
import type { CustomValidator } from '@rjsf/utils';
import i18next from 'i18next';

export function samePasswords(form: string): CustomValidator<Record<string, unknown>> {
  return (data, errors) => {
    const confirm = data?.passwordConfirm;
    if (typeof confirm === 'string' && confirm !== '' && confirm !== data?.password) {
      errors.passwordConfirm?.addError(i18next.t(`forms.${form}.errors.passwordConfirm.mismatch`));
    }
    return errors;
  };
}
