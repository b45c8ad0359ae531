// A path kept in storage (where to resume a job, the screen a login interrupted) is followed only
// when it is a route of this app: an edited or outdated value must not open "Page not found".
import { findStep } from './matchPath.ts';

/** The path as it is when its route exists ('/commission/12/2?x=1' → itself), else null. */
export function knownRoute(steps: readonly { path: string }[], path: string | null | undefined): string | null {
  if (!path) return null;
  return findStep(steps, path.split(/[?#]/)[0]) ? path : null;
}
