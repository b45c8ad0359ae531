// Code that forms may name: custom widgets (`ui:widget: addressAutocomplete`), cross-field
// validation per form, and where a form's first values come from. One line per entry; each area
// adds its own.
import type { CustomValidator, RegistryWidgetsType } from '@rjsf/utils';

export type FormData = Record<string, unknown>;

/** Cross-field rules per form. Messages are locale keys; the form screen translates them. */
export const customValidators: Record<string, CustomValidator<FormData>> = {};

/** Custom widgets by name, for `ui:widget` in content/forms/<name>.ui.json. */
export const widgets: RegistryWidgetsType = {};

/** A form's starting values, e.g. the wizard's address step starts from the project address (Z-16). */
export const initialData: Record<string, () => FormData> = {};
