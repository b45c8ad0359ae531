// CONTINUE ANYWAY after a failed software update (I-10): a button's condition (src/conditions), so it
// is read by the first screen's code; the rest of the update's rules load with its handler.

/** I-10: CONTINUE ANYWAY is shown only when the update is not forced (missing counts as not forced). */
export function canContinueAnyway(forceUpdate: boolean | null | undefined): boolean {
  return forceUpdate !== true;
}
