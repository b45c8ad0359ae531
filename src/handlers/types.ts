// What a handler receives and returns. Outcomes are a discriminated union of the names the handler
// declares (define.ts); the flow checker knows the same names (catalog.ts), so YAML and TypeScript agree.
import type { ApiFailure, FailureClass } from '../api/failure.ts';
import type { ProviderApi } from '../api/provider.ts';
import type { AppConfig } from '../config/appConfig.ts';
import type { InputName, Inputs } from './inputs.ts';

export interface HandlerContext<I extends InputName = InputName> {
  api: ProviderApi;
  config: AppConfig;
  params: Record<string, string>; // route params, e.g. { index: '2' }
  query: URLSearchParams;
  path: string; // the route path now shown, e.g. /commission/12/2
  signal: AbortSignal; // aborted when the screen is left: ignore late replies
  input: Inputs[I]; // what the screen collected (form data, a chosen option ...), shaped as src/handlers/inputs.ts says
  /** progress a long handler reports while it works (e.g. the unit is offline, still waiting); the screen shows it */
  progress?: (update: HandlerProgress) => void;
}

/** Words as a locale key and its values; the screen translates them (handlers know no language). */
export interface MessageKey {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * A call that failed, as the step's handler reads it: the class (src/api/failure.ts), and the step's
 * own words for it when it has them (`context`: locale keys problem.<context>.<class>.*, falling back
 * to problem.<class>.*).
 */
export interface CallProblem {
  class: FailureClass;
  context?: string;
  serverText?: string;
  /** J-13: the server's own words for the details line (src/api/failure.ts serverSaidOf) */
  serverSaid?: string;
  retryAfterS?: number;
}

/**
 * An expected failure the screen shows in place, keeping what the user typed: a locale key, or a
 * failed call the screen words by its class. (A plain string is the app's own words, already final.)
 */
export interface Failure {
  kind: 'failed';
  message: string | MessageKey | CallProblem;
}

export type Outcome<K extends string> = { kind: K; params?: Record<string, string | number> } | Failure;

/** True for a failure to show. No handler names an outcome 'failed' (tests/architecture/failureKind.test.ts). */
export const isFailure = <O extends { kind: string }>(outcome: O): outcome is Extract<O, { kind: 'failed' }> =>
  outcome.kind === 'failed';

export const failed = (message: string | MessageKey | CallProblem): Failure => ({ kind: 'failed', message });

/** A failed call, worded by its class on the screen: failedCall(result) or failedCall(result, 'search'). */
export const failedCall = (result: ApiFailure, context?: string): Failure => failed(callProblem(result, context));

export function callProblem(result: ApiFailure, context?: string): CallProblem {
  const problem: CallProblem = { class: result.kind };
  if (context) problem.context = context;
  if (result.serverText) problem.serverText = result.serverText;
  if (result.serverSaid) problem.serverSaid = result.serverSaid;
  if (result.retryAfterS) problem.retryAfterS = result.retryAfterS;
  return problem;
}

export const isCallProblem = (m: Failure['message']): m is CallProblem => typeof m === 'object' && 'class' in m;

/** A failure in the app's own words: failedKey('ct.errors.choose'). */
export const failedKey = (key: string, values?: MessageKey['values']): Failure =>
  failed(values ? { key, values } : { key });

/**
 * What a handler that waits tells its screen before it returns (the `progress` kind draws it). Words
 * are phase names the step's `props.phases` maps to locale keys; times are epoch ms, so a reload
 * that resumes the work shows the same moment.
 *   { phase: 'running', values: { n: 2, m: 3 }, percent: 0, ramp: { to: 99, since: t0, overMs: 178_200 } }
 */
export interface HandlerProgress {
  phase?: string; // e.g. 'unitOffline' (D-10), 'config' (E-57); the kind's `start` phase until one is reported
  values?: Record<string, string | number>; // placeholders of the phase's words ("Task {{n}} of {{m}}")
  percent?: number; // where the bar stands (at `ramp.since`)
  ramp?: { to: number; since: number; overMs: number }; // moves linearly to `to`, then holds there
  startedAt?: number; // the elapsed timer counts from here; the moment the work started if absent
  detail?: string; // the unit's own words, shown as they are (E-57)
  detailCode?: string; // the machine code of what the unit reports (the log's progressCode), for words of the UI's language
  problem?: CallProblem; // the work goes on, but its last request failed: said until one gets through
  overdueAt?: number; // from then on the work takes longer than it usually does: the screen says so
}

export type Handler<K extends string, I extends InputName = InputName> = (
  ctx: HandlerContext<I>,
) => Promise<Outcome<K>>;
