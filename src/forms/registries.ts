// Code that forms may name: custom widgets (`ui:widget: addressAutocomplete`), cross-field
// validation per form, and where a form's first values come from. One line per entry; each area
// adds its own.
import type { CustomValidator, RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { samePasswords } from './widgets/passwordRules.ts';
import { countryWithoutCoordinates } from './widgets/siteAddressRules.ts';
import { sizesGivePower } from './widgets/specSizeRules.ts';
import SerialWidget, { validSerial } from './widgets/SerialWidget.tsx';
import RadioCardsWidget from './widgets/RadioCardsWidget.tsx';
import NpsScoreWidget from './widgets/NpsScoreWidget.tsx';
import { connectedBoxes, enabledBoxes } from './widgets/connectionGroupRules.ts';
import ConnectionGroupsField from './widgets/ConnectionGroupsField.tsx';
import AddressAutocomplete from './widgets/AddressAutocomplete.tsx';
import AccessListField from './widgets/AccessListField.tsx';
import { addressToForm, specToForm } from '../handlers/config/formValues.ts';
import PasswordWidget from './widgets/PasswordWidget.tsx';
import PhaseWeightsField from './widgets/PhaseWeightsField.tsx';
import KwSizeWidget from '../screens/config/KwSizeWidget.tsx';
import LocalNumberField from './widgets/LocalNumberField.tsx';

export type FormData = Record<string, unknown>;

/** Cross-field rules per form. Messages are locale keys; the form screen translates them. */
export const customValidators: Record<string, CustomValidator<FormData>> = {
  signUp: samePasswords('signUp'), // L-09
  resetPassword: samePasswords('resetPassword'), // L-11
  siteAddress: countryWithoutCoordinates('siteAddress'), // L-13, E-05
  specifications: sizesGivePower('specifications'), // E-09, E-31: 0.00 kW per phase is not positive
  serial: validSerial('serial'), // L-15, L-16 on the normalised serial (D-03)
  connections: connectedBoxes('connections'), // L-26, L-28: /commission/16, /reset-connections
  connectedUnits: enabledBoxes('connectedUnits'), // L-27, L-29: /edit-connected-units
};

/** Custom widgets by name, for `ui:widget` in content/forms/<name>.ui.json. */
export const widgets: RegistryWidgetsType = {
  kwSize: KwSizeWidget, // E-09, E-10: kW size with the 22 kW warning
  password: PasswordWidget, // a "Show" toggle beside every password field
  npsScore: NpsScoreWidget, // G-01: 0–10 as a slider and eleven big buttons
  radioCards: RadioCardsWidget, // a closed choice as large cards with a help line each (H-22, J-05), perhaps only what the step loaded
  serial: SerialWidget, // D-02, D-03: capitals, the serial to be used, normalised on leaving the field
};

/** Custom fields by name, for `ui:field`: a field may also set sibling values (the address fills its coordinates). */
export const fields: RegistryFieldsType = {
  addressAutocomplete: AddressAutocomplete, // E-04…E-07, H-16
  phaseWeights: PhaseWeightsField, // E-29…E-40, H-23: the allocation weights of one phase or every phase
  accessList: AccessListField, // H-40: who has access, read-only, from the step's load handler
  connectionGroups: ConnectionGroupsField, // E-22, E-23, H-27: per group, a name and a tick per phase
};

/** What the form screens hand rjsf as `fields`: the app's own, and rjsf's number field in the UI language's decimals. */
export const formFields: RegistryFieldsType = { ...fields, NumberField: LocalNumberField };

/** A form's starting values, e.g. the wizard's address step starts from the project address (Z-16). */
export const initialData: Record<string, () => FormData> = {
  siteAddress: addressToForm, // Z-16: the wizard's address step confirms the project address
  specifications: specToForm, // E-09: back on the step, the stored spec is shown again
  feedback: () => ({ kind: 'comment' }), // J-05: a comment unless the user flags an issue
};
