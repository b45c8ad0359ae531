// What a compiled form module (virtual:forms/<name>, src/build/formsPlugin.ts) holds: its schemas,
// validators, the app's own widgets and fields its UI schema names, and the checks those ask of it.
import type { CustomValidator, RegistryFieldsType, RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';

export type FormData = Record<string, unknown>;

/** A cross-field check a widget or field asks of each form that uses it; messages come from forms.<form>.errors. */
export type FormCheck = (form: string) => CustomValidator<FormData>;

export interface FormModule {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validateFns: ValidatorFunctions;
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
  checks: FormCheck[];
}
