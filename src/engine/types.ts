// The flow format: what content editors write in flows/*.yaml, and what the build hands the browser.
// The JSON Schema in flowSchema.ts describes the same shape; tests/engine keeps the two in step.

import type { KindProps } from './kindProps.generated.ts';

export type Guard = 'login' | 'serial' | 'address' | 'runPassed';
// Z-28; runPassed: the unit's last commissioning run passed
export const GUARD_ORDER: readonly Guard[] = ['login', 'serial', 'address', 'runPassed'];
/** Where each guard redirects (flows/app.yaml); runPassed only where a step requires it. */
export type GuardRedirects = Record<Exclude<Guard, 'runPassed'>, string> & { runPassed?: string };

export type Role = 'Commissioner' | 'Provider';

/**
 * Where an outcome or a button leads: a route (may hold :params and a ?query); the /error page with a
 * message; a notice (a short confirmation), shown on the route `to` or, without `to`, in place; or
 * the page a table picks.
 */
export type Target = string | ErrorTarget | NoticeTarget | TableTarget;
export interface ErrorTarget {
  error: string; // locale key of the message shown under `Sorry!`
  tryAgain?: boolean; // show `Please go back and try again.` (Z-42)
}
export interface NoticeTarget {
  notice: string; // locale key
  to?: string;
  back?: boolean; // reach `to` by going back when it is the screen before (a saved edit form is not reopened by Back)
}
/**
 * The route the outcome's `page` param names, which a handler took from a table (`troubleshooting`:
 * the `go:` routes of flows/troubleshooting-table.yaml). The checker leads the step to every route of
 * the table; the page replaces the current one in history, so Back does not land on a page that
 * only led on (Z-23).
 */
export interface TableTarget {
  table: string;
}

/** One block of body text; every string is a locale key. */
export type BodyBlock =
  | string
  | { p: string }
  | { warning: string }
  | { heading: string }
  | { note: string }
  | { list: string[] }
  | { steps: string[] } // an ordered procedure: numbered, done in this order
  | PartBlock;

/**
 * A registered part of the `info` kind (src/screens/core/partNames.ts: resumeJob, celebration,
 * shareLinks, …): for what words alone cannot show. `with` holds its settings; keys ending in `Text` are
 * locale keys. `when` shows it only while a condition holds.
 */
export interface PartBlock {
  part: string;
  when?: string;
  with?: Record<string, unknown>;
}

export interface Button {
  text: string; // locale key
  to?: string; // route
  run?: string; // handler name
  on?: Record<string, Target>; // the handler's outcomes
  href?: string; // external link
  back?: boolean | 'from'; // history back; 'from': the in-app path in ?from= (else history back)
  intro?: string[]; // locale keys shown one after another in a dialog before the button acts (C-01)
  when?: string; // a named condition (src/conditions.ts); the button shows only while it holds
  whenFailed?: true; // shows only while the step's handler has failed (go on without it, Z-46)
  variant?: 'primary' | 'secondary' | 'link';
}

/** What every step has, whatever its kind. */
export interface StepBase {
  path: string;
  requires: Guard[]; // [] = public (A-06)
  role?: Role;
  loggedInRedirect?: string; // A-07
  entry?: boolean; // reachable from outside the flow graph (email link, info centre link ...)
  publicIf?: string; // "info=true": public when the query holds this (Z-17)
  progress?: number;
  wifiIcon?: boolean;
  fromError?: string; // A-14, A-15
  resumesJob?: boolean; // arriving right after logging in goes back to the screen the login interrupted (a 401, an expired token, a link opened logged out), else the job's last step
  load?: string; // a handler run on arrival whose `ready` outcome carries the data the screen shows (the view kind)
  run?: string;
  on?: Record<string, Target>;
  title?: string;
  body?: BodyBlock[];
  buttons?: Button[];
  form?: string; // content/forms/<name>.schema.json
}

/** A screen kind: one per file in content/schemas/kinds (src/screens/kinds.ts lists the same). */
export type StepKind = keyof KindProps;

/** A step of kind K: its `props` are the ones that kind's schema allows (kindProps.generated.ts). */
export type StepOfKind<K extends StepKind> = StepBase & { screen: K; props?: KindProps[K] };

/** A step as flows/*.yaml write it: one variant per kind, told apart by `screen`. */
export type FlowStep = { [K in StepKind]: StepOfKind<K> }[StepKind];

export interface ShellLink {
  text: string;
  to?: string;
  href?: string;
  loggedInOnly?: boolean;
  action?: 'logout';
}

/** What compiling adds to a step: defaults filled in, origin kept for error messages. */
export interface CompiledExtras {
  wifiIcon: boolean;
  source: string; // "flows/commission.yaml:42"
  series?: { n: number; total: number }; // "Step n of total" of a numbered guide (src/checker/series.ts)
}

/** A compiled step of kind K. */
export type CompiledStepOf<K extends StepKind> = StepOfKind<K> & CompiledExtras;

/** A step as the browser receives it, one variant per kind. */
export type CompiledStep = { [K in StepKind]: CompiledStepOf<K> }[StepKind];

export interface CompiledFlows {
  guards: GuardRedirects;
  start: string;
  drawer: ShellLink[];
  topBar: { contact: string; feedback: string };
  steps: CompiledStep[];
}
