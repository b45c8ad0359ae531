// The conditions on the job's unit, which only a choice's options and notes use (the checker holds
// buttons and info parts to the route's): with the choice screen's code, so their rules stay out of
// the first screen's chunk.
import { project } from '../state/project.ts';
import { automaticCtRating } from '../handlers/rules/ctRating.ts';
import { isTwoPhase } from '../handlers/rules/serial.ts';
import { supportsUnequalAllocation } from '../handlers/rules/softwareVersion.ts';
import { conditions, type ConditionContext } from './index.ts';
import type { ConditionName, UnitConditionName } from './names.ts';

const unitConditions: Record<UnitConditionName, (ctx: ConditionContext) => boolean> = {
  twoPhaseUnit: () => isTwoPhase(project.serialNumber), // Z-35: its words say two-phase
  threePhaseUnit: () => !isTwoPhase(project.serialNumber), // E-24: Demand-based delivery is offered
  allocationNeedsUpgrade: () => !supportsUnequalAllocation(project.unit?.swVersion), // H-23, E-27, N-17
  ctRatingAutomatic: () => automaticCtRating(project.serialNumber, project.address.country) !== null, // E-45, Z-51
};

/** every condition, the route's and the unit's */
export const allConditions: Record<ConditionName, (ctx: ConditionContext) => boolean> = {
  ...conditions,
  ...unitConditions,
};
