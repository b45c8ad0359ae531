// Names of the conditions a flow button or a choice option may use with `when:`. Pure data for the build-time checker.

/** conditions of the route (the user, the address bar): a button's or an info part's `when:` may use them */
export const routeConditionNames = [
  'isCommissioner',
  'isLoggedIn',
  'updateNotForced',
  'notFirstGroup',
  'notInfoMode',
  'fromFleet',
  'notFromFleet',
] as const;

/**
 * conditions on the job's unit that only a choice's options and notes use: their rules (the serial's
 * phases, the CT rating, the software version) load with the choice screen, not with the first screen
 */
export const unitConditionNames = [
  'twoPhaseUnit',
  'threePhaseUnit',
  'allocationNeedsUpgrade',
  'ctRatingAutomatic',
] as const;

export const conditionNames = [...routeConditionNames, ...unitConditionNames] as const;
export type RouteConditionName = (typeof routeConditionNames)[number];
export type UnitConditionName = (typeof unitConditionNames)[number];
export type ConditionName = (typeof conditionNames)[number];
