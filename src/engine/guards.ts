// Route guards: checked in GUARD_ORDER (login, serial, address, then runPassed; Z-28)
// whatever order a step lists them in (the checker refuses a list out of that order, so the YAML reads
// as the engine runs), each with the redirect that flows/app.yaml declares. Pure: the React layer
// supplies the facts.
import { GUARD_ORDER, type CompiledFlows, type CompiledStep, type Role } from './types.ts';
import type { RouteStep } from './stepDetails.ts';

export interface GuardFacts {
  loggedIn: boolean;
  hasSerial: boolean;
  hasAddress: boolean;
  /** the current unit's last commissioning run passed (/commission/22 never says so otherwise) */
  runPassed?: boolean;
  roles: readonly Role[];
  previousPath: string; // the route shown before this one
  query: URLSearchParams;
  /** the screen to go back to after logging in: the one the login interrupted, or the job's step after the session ended */
  resumeTo?: string | null;
}

/** What the guards read of a step (the frame boot script has these alone: src/boot/storedFrame.ts). */
export type GuardedStep = Pick<
  CompiledStep,
  'requires' | 'role' | 'loggedInRedirect' | 'fromError' | 'resumesJob' | 'publicIf'
>;

/** The path to redirect to, or null when the step may be shown. */
export function checkGuards(step: GuardedStep, guards: CompiledFlows['guards'], facts: GuardFacts): string | null {
  if (step.loggedInRedirect && facts.loggedIn) return step.loggedInRedirect;
  if (step.fromError && facts.previousPath === '/error') return step.fromError;
  if (step.resumesJob && facts.loggedIn && facts.resumeTo) return facts.resumeTo;
  if (isPublicNow(step, facts.query)) return null;
  for (const guard of GUARD_ORDER.filter((g) => step.requires.includes(g))) {
    if (guard === 'login' && !facts.loggedIn) return guards.login;
    if (guard === 'serial' && !facts.hasSerial) return guards.serial;
    if (guard === 'address' && !facts.hasAddress) return guards.address;
    if (guard === 'runPassed' && !facts.runPassed) return guards.runPassed ?? guards.serial; // the checker requires the redirect
  }
  if (step.role && !facts.roles.includes(step.role)) return guards.login === '/login' ? '/welcome' : guards.login;
  return null;
}

/** A screen to come back to after logging in (a 401, an expired token, a link opened logged out): one behind the login, other than the one that sends users back (/welcome). */
export function returnsAfterLogin(step: RouteStep): boolean {
  return step.requires.includes('login') && !step.resumesJob;
}

/** Z-55: a logged-in user without the step's role (a Provider on a commissioning route) */
export function lacksRole(step: RouteStep, facts: GuardFacts): boolean {
  return Boolean(step.role && facts.loggedIn && !facts.roles.includes(step.role) && !isPublicNow(step, facts.query));
}

// Z-17: /commission/1?info=true is public and read-only; without the query it needs a login
function isPublicNow(step: GuardedStep, query: URLSearchParams): boolean {
  if (step.requires.length === 0) return true;
  if (!step.publicIf) return false;
  const [name, value] = step.publicIf.split('=');
  return query.get(name) === value;
}
