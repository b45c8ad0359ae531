// Conditions decide whether a flow button, a choice option or a choice note shows. YAML names them; TypeScript decides.
import { hasRole, isLoggedIn } from '../state/session.ts';
import { project } from '../state/project.ts';
import { automaticCtRating } from '../handlers/rules/ctRating.ts';
import { isTwoPhase } from '../handlers/rules/serial.ts';
import { canContinueAnyway } from '../handlers/rules/softwareUpdate.ts';
import { supportsUnequalAllocation } from '../handlers/rules/softwareVersion.ts';
import type { ConditionName } from './names.ts';

export interface ConditionContext {
  params: Record<string, string>;
  query: URLSearchParams;
}

export const conditions: Record<ConditionName, (ctx: ConditionContext) => boolean> = {
  isCommissioner: () => hasRole('Commissioner'), // C-03
  isLoggedIn: () => isLoggedIn(),
  updateNotForced: () => canContinueAnyway(project.unit?.forceUpdate), // I-10
  notFirstGroup: ({ params }) => Number(params.index) > 0, // Z-05: group 0 must hold a unit
  notInfoMode: ({ query }) => query.get('info') !== 'true', // Z-17: opened from the info centre, read-only
  twoPhaseUnit: () => isTwoPhase(project.serialNumber), // Z-35: its words say two-phase
  threePhaseUnit: () => !isTwoPhase(project.serialNumber), // E-24: Demand-based delivery is offered
  allocationNeedsUpgrade: () => !supportsUnequalAllocation(project.unit?.swVersion), // H-23, E-27, N-17
  fromFleet: ({ query }) => query.get('from') === 'view-fleet', // H-37, Z-43: Back returns to the fleet
  notFromFleet: ({ query }) => query.get('from') !== 'view-fleet',
  ctRatingAutomatic: () => automaticCtRating(project.serialNumber, project.address.country) !== null, // E-45, Z-51
};
