// What a form step's `load:` handler hands the form kind in its `ready` outcome: the values the form
// starts from (under anything typed and kept as a draft) and what its custom fields need to draw
// (the units of a group, the kW available…), passed to them as `formContext.loaded`.
export interface FormStart {
  values?: Record<string, unknown>;
  context?: Record<string, unknown>;
  /**
   * Whose draft this is when the form edits something other than the job's unit (a service screen
   * edits the unit in view): the draft is kept per that name too, so what was typed for one unit
   * never shows for another.
   */
  draftOf?: string;
}
