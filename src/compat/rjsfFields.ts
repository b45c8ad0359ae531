// Stands in for @rjsf/core's fields index (src/engine/appAliases.ts): the fields a form can reach.
// rjsf's anyOf/oneOf, cyclic-$ref and layout-grid fields are left out (about 12 KB of the form
// screens' code); the content checker refuses a form that would need them
// (src/engine/checks/formParts.ts, names in src/forms/formPartNames.ts).
import type { RegistryFieldsType } from '@rjsf/utils';
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';

export default function fields(): RegistryFieldsType {
  return { ArrayField, BooleanField, FallbackField, NullField, NumberField, ObjectField, OptionalDataControlsField, SchemaField, StringField } as RegistryFieldsType;
}
