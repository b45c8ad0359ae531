// Names of the readers a choice step may name with `current:` (what the job already holds). Pure
// data for the build: content/schemas/kinds/choice.schema.json lists the same names (a test keeps
// them in step).
export const choiceReaderNames = ['deliveryMethod', 'ctRating', 'connectionType'] as const;
export type ChoiceReaderName = (typeof choiceReaderNames)[number];
