// E-09, E-31: a DC or AC size so small that a phase gets 0.00 kW (0.001, 1e-9) passes the schema's
// "more than 0" but leaves nothing to allocate, so it gets the same positive-number message.
import type { CustomValidator } from '@rjsf/utils';
import i18next from 'i18next';
import { perPhaseKwForSerial } from '../../handlers/rules/perPhaseKw.ts';
import { project } from '../../state/project.ts';

export function sizesGivePower(form: string): CustomValidator<Record<string, unknown>> {
  return (data, errors) => {
    for (const field of ['dcSize', 'acSize'] as const) {
      const value = data?.[field];
      if (typeof value === 'number' && value > 0 && perPhaseKwForSerial(value, project.serialNumber) <= 0) {
        errors[field]?.addError(i18next.t(`forms.${form}.errors.${field}.exclusiveMinimum`));
      }
    }
    return errors;
  };
}
