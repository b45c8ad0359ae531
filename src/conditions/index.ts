// Conditions decide whether a flow button shows. YAML names them; TypeScript decides.
import { hasRole, isLoggedIn } from '../state/session.ts';
import { project } from '../state/project.ts';
import type { ConditionName } from './names.ts';

export interface ConditionContext {
  params: Record<string, string>;
  query: URLSearchParams;
}

export const conditions: Record<ConditionName, (ctx: ConditionContext) => boolean> = {
  isCommissioner: () => hasRole('Commissioner'), // C-03
  isLoggedIn: () => isLoggedIn(),
  updateNotForced: () => !(project.unit?.forceUpdate ?? false), // I-10
  notFirstGroup: ({ params }) => Number(params.index) > 0, // Z-05: group 0 must hold a unit
  notInfoMode: ({ query }) => query.get('info') !== 'true', // Z-17: opened from the info centre, read-only
};
