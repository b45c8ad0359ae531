// What a compiled form module (virtual:forms/<name>) holds.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';

export interface FormModule {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validateFns: ValidatorFunctions;
}
