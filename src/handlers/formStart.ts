// What a form step's `load:` handler hands the form kind in its `ready` outcome: the values the form
// starts from (under anything typed and kept as a draft) and what its custom fields need to draw
// (the units of a group, the kW available…), passed to them as `formContext.loaded`.
export interface FormStart {
  values?: Record<string, unknown>;
  context?: Record<string, unknown>;
}
