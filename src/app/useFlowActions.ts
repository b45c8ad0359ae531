// How a screen acts: emit one of its kind's outcomes, follow a target, submit its input to the step's
// handler, or run a handler a button names, then follow the target the outcome maps to. Everything a
// screen can say is typed from the catalogs: a misspelt outcome or an input of the wrong shape does
// not compile. Replies that arrive after the screen is gone are ignored. What following a target means
// (resolveTarget) is decided apart from doing it, so it is tested without a screen.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { fillPath } from '../engine/matchPath.ts';
import type { Target } from '../engine/types.ts';
import type { HandlerName } from '../handlers/registryTypes.ts';
import type { Inputs } from '../handlers/inputs.ts';
import type { HandlerInput } from '../handlers/registryTypes.ts';
import type { HandlerProgress } from '../handlers/types.ts';
import type { KindInputName, ScreenKind, ScreenOutcome } from '../screens/kinds.ts';
import type { StepOf } from '../screens/types.ts';
import type { ProviderApi } from '../api/provider.ts';
import { useApp } from './AppContext.tsx';
import { invokeHandler, useHandlerContext } from './callHandler.ts';
import { useNewestWords } from './useNewestWords.ts';
import { showError, showNotice } from './messages.ts';
import { navigation } from '../state/navigation.ts';
import { failureWords, type ShownOutcome } from './shownOutcome.ts';
import type { ShownFailure } from '../ui/shownFailure.ts';
import { isFailure } from '../handlers/types.ts';

type Resolved =
  | { kind: 'route'; path: string; notice?: string; replace?: boolean; back?: boolean }
  | { kind: 'error'; key: string; tryAgain: boolean }
  | { kind: 'notice'; key: string };

/** Outcome params win over the current route's params: /commission/12/:index with {index: 3}. */
export function resolveTarget(
  target: Target,
  routeParams: Record<string, string>,
  outcomeParams: Record<string, string | number> = {},
): Resolved {
  const params = { ...routeParams, ...outcomeParams };
  if (typeof target === 'string') return { kind: 'route', path: fillPath(target, params) };
  if ('table' in target) {
    // the handler took the page from the table; the checker knows the table's routes, not the page
    const page = outcomeParams.page;
    if (typeof page !== 'string' || !page.startsWith('/'))
      throw new Error(`an outcome led to table '${target.table}' without a 'page' param`);
    return { kind: 'route', path: page, replace: true };
  }
  if ('error' in target) return { kind: 'error', key: target.error, tryAgain: target.tryAgain ?? false };
  if (target.to) return { kind: 'route', path: fillPath(target.to, params), notice: target.notice, back: target.back };
  return { kind: 'notice', key: target.notice };
}

type OutcomeMap = Record<string, Target> | undefined;
type OutcomeParams = Record<string, string | number>;

/** How submit follows the outcome: through `on` instead of the step's own. */
interface SubmitOptions {
  on?: OutcomeMap;
}

/** submit(input, options?): a kind that submits nothing hands `undefined` (no such screen submits today). */
type SubmitInput<K extends string> = KindInputName<K> extends 'none' ? undefined : Inputs[KindInputName<K>];

export function useFlowActions<K extends ScreenKind>(step: StepOf<K>, params: Record<string, string>) {
  const { api } = useApp();
  const contextFor = useHandlerContext(params);
  const words = useNewestWords(); // the outcome is said with the words there are when it arrives
  const [path, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ShownFailure | null>(null);
  const [progress, setProgress] = useState<HandlerProgress>({});
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const follow = useCallback(
    (target: Target, outcomeParams?: OutcomeParams) => {
      const resolved = resolveTarget(target, params, outcomeParams);
      if (resolved.kind === 'route') {
        if (resolved.notice) showNotice(resolved.notice, resolved.path);
        // a saved edit goes back to the screen it was opened from, so Back does not reopen the form
        if (resolved.back && navigation.previous === resolved.path) history.back();
        else navigate(resolved.path, { replace: resolved.replace ?? resolved.back ?? false });
      } else if (resolved.kind === 'error') {
        showError({ key: resolved.key, tryAgain: resolved.tryAgain });
        navigate('/error');
      } else showNotice(resolved.key, path);
    },
    [params, navigate, path],
  );

  const followOutcome = useCallback(
    (outcome: string, outcomeParams: OutcomeParams | undefined, on: OutcomeMap) => {
      const target = on?.[outcome];
      // the build checks every outcome is mapped; reaching this means the catalogs and the flow disagree
      if (target === undefined) throw new Error(`${step.source}: outcome '${outcome}' is not mapped`);
      follow(target, outcomeParams);
    },
    [follow, step],
  );

  /** Follows one of this kind's own outcomes through the step's `on`. */
  const emit = useCallback(
    (outcome: ScreenOutcome<K>, outcomeParams?: OutcomeParams) => followOutcome(outcome, outcomeParams, step.on),
    [followOutcome, step],
  );

  const invoke = useCallback(
    async <N extends HandlerName>(
      name: N,
      input: HandlerInput<N>,
      on: OutcomeMap,
      sameClient?: ProviderApi, // Try again's: the first try's client, of the same intent
      interrupt = false,
    ): Promise<ShownOutcome | undefined> => {
      // one tap: while a handler runs, a second tap (or Enter) is ignored, never sent again; the
      // screen shows it is sending (busy) until the answer comes. A handler that interrupts (a stop
      // while a run waits) aborts the running one instead.
      if (running.current && !running.current.signal.aborted) {
        if (!interrupt) return undefined;
        running.current.abort();
      }
      const client = sameClient ?? api.withNewIntent(); // its writes carry this tap's Idempotency-Keys
      const controller = new AbortController();
      running.current = controller;
      setBusy(true);
      setFailure(null);
      setProgress({});
      try {
        const outcome = await invokeHandler(name, {
          ...contextFor(controller.signal, {
            api: client,
            progress: (update) => controller.signal.aborted || setProgress(update),
          }),
          input,
        });
        if (controller.signal.aborted) return undefined;
        // an outcome is followed as the handler gave it; only a failure is put into words first
        if (!isFailure(outcome)) {
          followOutcome(outcome.kind, 'params' in outcome ? outcome.params : undefined, on);
          return outcome;
        }
        const message = failureWords(outcome, words.current);
        // Try again runs the same handler with the same input (what was typed is kept) and the same
        // client, of the same intent: a write the server made though its answer was lost is not made
        // twice. Only a failed call can go differently a second time: the app's own words (a total
        // over 100 %) need a change first
        const retry = () => void invokeRef.current(name, input, on, client);
        setFailure(message.cls ? { ...message, retry } : message);
        return { kind: 'failed', message };
      } finally {
        if (!controller.signal.aborted) {
          running.current = null;
          setBusy(false);
        }
      }
    },
    [api, contextFor, followOutcome, words],
  );

  const invokeRef = useRef(invoke);
  invokeRef.current = invoke;

  /**
   * Sends this kind's input to the step's own handler (`run:` in the flow) and follows its outcome through
   * the step's `on`, or through `options.on` (a screen that holds an outcome back a moment says it first).
   */
  const submit = useCallback(
    (input: SubmitInput<K>, options?: SubmitOptions): Promise<ShownOutcome | undefined> => {
      // the checker guarantees that a step of a submitting kind names a handler taking this shape;
      // a step without one (a hand-built test step) has nothing to run
      if (!step.run) return Promise.resolve(undefined);
      return invoke(step.run as HandlerName, input as never, options?.on ?? step.on);
    },
    [invoke, step],
  );

  /** Runs a handler named in the flow (a button's `run:`) with its own outcome map; `interrupt` stops the running one. */
  const run = useCallback(
    <N extends HandlerName>(name: N, input: HandlerInput<N>, on: OutcomeMap = step.on, interrupt = false) =>
      invoke(name, input, on, undefined, interrupt),
    [invoke, step],
  );

  return { follow, emit, submit, run, busy, failure, setFailure, progress };
}
