// Content forms hold no words: labels, help and option names come from locale keys named after the
// form and field: forms.<form>.fields.<field>.label | .help | .placeholder | .options.<value>, and
// .optionHelp.<value> (a line under an option, for widgets that show one: radioCards).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';

export function translateUiSchema(
  form: string,
  schema: RJSFSchema,
  uiSchema: UiSchema,
  t: TFunction,
  submitKey: string,
): UiSchema {
  const out: UiSchema = { ...uiSchema, 'ui:submitButtonOptions': { submitText: t(submitKey) } };
  for (const [field, fieldSchema] of Object.entries(allProperties(schema))) {
    const base = `forms.${form}.fields.${field}`;
    const has = (k: string) => t(`${base}.${k}`, { defaultValue: '' }) !== '';
    const entry: UiSchema = { ...(uiSchema[field] as UiSchema | undefined) };
    entry['ui:title'] = t(`${base}.label`);
    if (has('help')) entry['ui:help'] = t(`${base}.help`);
    if (has('placeholder')) entry['ui:placeholder'] = t(`${base}.placeholder`);
    const values = typeof fieldSchema === 'object' ? (fieldSchema.enum as unknown[] | undefined) : undefined;
    if (values) entry['ui:enumNames'] = values.map((v) => t(`${base}.options.${String(v)}`));
    const optionHelp = Object.fromEntries(
      (values ?? [])
        .filter((v) => has(`optionHelp.${String(v)}`))
        .map((v) => [String(v), t(`${base}.optionHelp.${String(v)}`)]),
    );
    if (Object.keys(optionHelp).length > 0)
      entry['ui:options'] = { ...(entry['ui:options'] as object | undefined), optionHelp };
    out[field] = entry;
  }
  return out;
}

// Fields a conditional branch adds (if/then/else, e.g. the brand name when the inverter is Other)
// need their labels too: top-level properties first, then those of `then` and `else`.
function allProperties(schema: RJSFSchema): NonNullable<RJSFSchema['properties']> {
  const branch = (s: RJSFSchema['then']) => (typeof s === 'object' && s !== null ? (s.properties ?? {}) : {});
  return { ...branch(schema.else), ...branch(schema.then), ...(schema.properties ?? {}) };
}
