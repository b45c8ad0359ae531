// The three forms as SurveyJS surveys, written by hand from content/forms/*.schema.json (SurveyJS takes no
// JSON Schema): the same fields, required the same, with the same checks as its own validators.
import type { FormName } from './forms.ts';

const text = (name: string, extra: Record<string, unknown> = {}) => ({ type: 'text', name, ...extra });
const size = (name: string) =>
  text(name, {
    inputType: 'number',
    isRequired: true,
    validators: [{ type: 'numeric', minValue: 0.001, maxValue: 100 }],
  });

export const surveys: Record<FormName, Record<string, unknown>> = {
  signUp: {
    elements: [
      text('name', { isRequired: true }),
      text('company', { isRequired: true }),
      text('licenseNumber', { isRequired: true }),
      text('trainingCert', {
        isRequired: true,
        validators: [{ type: 'regex', regex: '^[0-9A-Fa-f]{4}(-[0-9A-Fa-f]{4})+$' }],
      }),
      text('email', { isRequired: true, inputType: 'email', validators: [{ type: 'email' }] }),
      text('password', {
        isRequired: true,
        inputType: 'password',
        validators: [{ type: 'text', minLength: 8, maxLength: 128 }],
      }),
      text('passwordConfirm', {
        isRequired: true,
        inputType: 'password',
        validators: [{ type: 'expression', expression: '{passwordConfirm} = {password}' }],
      }),
    ],
  },
  siteAddress: {
    elements: [
      text('address', { isRequired: true }),
      { type: 'dropdown', name: 'country', choices: ['AU', 'GB', 'US', 'NZ', 'DE'] },
      text('solshareName'),
    ],
  },
  specifications: {
    elements: [
      size('dcSize'),
      size('acSize'),
      {
        type: 'dropdown',
        name: 'inverter',
        isRequired: true,
        choices: ['Fronius', 'SolarEdge', 'SMA', 'Other'],
        defaultValue: 'Other',
      },
      text('inputInverter', { visibleIf: "{inverter} = 'Other'", requiredIf: "{inverter} = 'Other'" }),
    ],
  },
};
