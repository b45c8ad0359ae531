// The view kind: data a step's `load:` handler returns, shown in sections declared in the
// flow (rows, lists, texts, registered parts). It emits no outcomes of its own: rows and list items
// lead on with `to:` (a route checked like a button's), and a list item may submit a serial to the
// step's `run:` handler. Pure data for the build-time checker.
export const viewScreenOutcomes = {
  view: [],
} as const satisfies Record<string, readonly string[]>;
