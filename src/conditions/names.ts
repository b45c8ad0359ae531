// Names of the conditions a flow button may use with `when:`. Pure data for the build-time checker.
export const conditionNames = ['isCommissioner', 'isLoggedIn', 'updateNotForced', 'notFirstGroup', 'notInfoMode'] as const;
export type ConditionName = (typeof conditionNames)[number];
