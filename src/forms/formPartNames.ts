// What a form (content/forms/<name>.ui.json) may name, as pure data so the content checker (Node)
// can read it: the app's own widgets and fields (each in the file its name gives, held equal by a test) and
// the parts of rjsf the app's templates draw and its tests cover. rjsf's other parts (date, file,
// colour and rating widgets; the anyOf/oneOf and layout-grid fields; its allOf merger) are in the
// form screens' code but untried on a phone, so the checker allows only what is tried.

/** `ui:widget` names of the app's own widgets */
export const customWidgetNames = ['kwSize', 'password', 'npsScore', 'radioCards', 'serial'] as const;

/** `ui:field` names of the app's own fields */
export const customFieldNames = ['addressAutocomplete', 'phaseWeights', 'accessList', 'connectionGroups'] as const;

/** rjsf's widgets a form may use, by the `ui:widget` names that choose them */
export const builtInWidgetNames = [
  'text',
  'textarea',
  'select',
  'checkbox',
  'checkboxes',
  'radio',
  'hidden',
  'email',
  'uri',
  'updown',
] as const;

/** rjsf's fields a form may use (a `ui:field` may name one) */
export const builtInFieldNames = [
  'ArrayField',
  'BooleanField',
  'FallbackField',
  'NullField',
  'NumberField',
  'ObjectField',
  'OptionalDataControlsField',
  'SchemaField',
  'StringField',
] as const;

/**
 * Schema keywords the app's forms are not drawn or tested with: anyOf/oneOf need rjsf's
 * multi-schema field, allOf (and the allOf rjsf makes of a `$ref` with other keys or of
 * patternProperties) its schema merger. A form says the same with if/then/else, an enum or one
 * object's properties; the API contract's schemas come in through `openapi#/components/schemas/…`.
 */
export const keywordsLeftOut = ['anyOf', 'oneOf', 'allOf', 'patternProperties', '$ref'] as const;

/** what the content checker holds content/forms to (src/checker/checks/formParts.ts) */
export const formParts = {
  widgets: [...customWidgetNames, ...builtInWidgetNames],
  fields: [...customFieldNames, ...builtInFieldNames],
  keywordsLeftOut,
};
