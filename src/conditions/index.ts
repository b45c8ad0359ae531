// Conditions decide whether a flow button, a choice option or a choice note shows. YAML names them; TypeScript decides.
// These are the route's, which the first screen's buttons may read; the job's unit's are in unitConditions.ts.
import { hasRole, isLoggedIn } from '../state/session.ts';
import { project } from '../state/project.ts';
import { canContinueAnyway } from '../handlers/rules/continueAnyway.ts';
import type { RouteConditionName } from './names.ts';

export interface ConditionContext {
  params: Record<string, string>;
  query: URLSearchParams;
}

export const conditions: Record<RouteConditionName, (ctx: ConditionContext) => boolean> = {
  isCommissioner: () => hasRole('Commissioner'), // C-03
  isLoggedIn: () => isLoggedIn(),
  updateNotForced: () => canContinueAnyway(project.unit?.forceUpdate), // I-10
  notFirstGroup: ({ params }) => Number(params.index) > 0, // Z-05: group 0 must hold a unit
  notInfoMode: ({ query }) => query.get('info') !== 'true', // Z-17: opened from the info centre, read-only
  fromFleet: ({ query }) => query.get('from') === 'view-fleet', // H-37, Z-43: Back returns to the fleet
  notFromFleet: ({ query }) => query.get('from') !== 'view-fleet',
};
