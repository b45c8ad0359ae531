// Names of the conditions a flow button or a choice option may use with `when:`. Pure data for the build-time checker.
export const conditionNames = [
  'isCommissioner',
  'isLoggedIn',
  'updateNotForced',
  'notFirstGroup',
  'notInfoMode',
  'twoPhaseUnit',
  'threePhaseUnit',
  'allocationNeedsUpgrade',
  'ctRatingAutomatic',
  'fromFleet',
  'notFromFleet',
] as const;
export type ConditionName = (typeof conditionNames)[number];
