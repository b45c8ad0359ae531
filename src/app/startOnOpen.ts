// The tap that opens a screen: its code and, where its kind says what its first view shows from the
// server (lazyScreen's `onOpen`), that call are asked for now, before the route changes, so the answer
// travels while the screen's code loads and draws. Best effort: a failure here is the screen's to say,
// as it finds the same call under the same key.
import { findStep } from '../engine/matchPath.ts';
import { isPreloadable } from '../screens/lazyScreen.ts';
import type { ScreenKind } from '../screens/kinds.ts';
import { screenComponents } from '../screens/registry.ts';
import { hasRole, isLoggedIn } from '../state/session.ts';
import type { AppServices } from './AppContext.tsx';

const ignore = (): void => undefined;
const done = Promise.resolve();

/** Settles once what it started has (never rejects: the callers do not wait for it). */
export function startOnOpen(target: string, services: AppServices): Promise<void> {
  const [path, search = ''] = target.split('#')[0].split('?');
  const step = findStep(services.flows.steps, path);
  if (!step) return done;
  // a screen this person may not open, or one behind a login they are not in: its guard sends them elsewhere
  if (step.role && !hasRole(step.role)) return done;
  if (step.requires.includes('login') && !isLoggedIn()) return done;
  const screen = screenComponents[step.screen as ScreenKind];
  if (!isPreloadable(screen)) return done;
  return Promise.all([screen.preload(), screen.onOpen?.(step, services, search)]).then(ignore, ignore);
}
