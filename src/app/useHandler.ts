// Runs a registered handler for its result only, without following an outcome: for work that keeps
// the user on the screen (loading the fleet, the forgot-password modal), where every outcome means
// "stay". Navigation still goes through useFlowActions. Late replies after unmount are ignored.
import { useCallback, useEffect, useRef } from 'react';
import { invokeHandler, prefetchHandlers, useHandlerContext } from './callHandler.ts';
import { useNewestWords } from './useNewestWords.ts';
import type { HandlerName } from '../handlers/registryTypes.ts';
import type { HandlerInput } from '../handlers/registryTypes.ts';
import { shownOutcome, type ShownOutcome } from './shownOutcome.ts';

const NO_PARAMS: Record<string, string> = {};
const NONE: readonly HandlerName[] = [];

/**
 * `runs`: the handlers a tap on this screen may run, whose code is fetched as it shows (a handler's
 * code loads on first use, src/app/callHandler.ts): the tap then works with no signal, before the
 * service worker holds the app.
 */
export function useHandler(params: Record<string, string> = NO_PARAMS, runs: readonly HandlerName[] = NONE) {
  const contextFor = useHandlerContext(params);
  useEffect(() => prefetchHandlers(runs), [runs]);
  const words = useNewestWords(); // the outcome is said with the words there are when it arrives
  const live = useRef(new Set<AbortController>());

  useEffect(() => {
    const running = live.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  return useCallback(
    async <N extends HandlerName>(name: N, input: HandlerInput<N>): Promise<ShownOutcome | undefined> => {
      const controller = new AbortController();
      live.current.add(controller);
      try {
        const outcome = await invokeHandler(name, { ...contextFor(controller.signal), input });
        return controller.signal.aborted ? undefined : shownOutcome(outcome, words.current);
      } finally {
        live.current.delete(controller);
      }
    },
    [contextFor, words],
  );
}
