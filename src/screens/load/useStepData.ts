// "Load on arrival, show the problem, try again", once, for every step with a `load:` handler (the view
// kind, a form that starts from loaded values; TanStack Query). The step's
// `load:` handler runs with the route's params and query; `ready` carries the data; a failure is
// said in words with Try again; any other outcome (a lookup result such as notFound) is followed
// through the step's `on`. A handler that throws is a bug: it reaches the screen's error boundary.
// Replies for a screen already left are dropped (the query's AbortSignal is the handler's).
import { QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { invokeHandler, useHandlerContext } from '../../app/callHandler.ts';
import { shownOutcome } from '../../app/shownOutcome.ts';
import type { Target } from '../../engine/types.ts';
import type { HandlerName } from '../../handlers/registryTypes.ts';
import type { CompiledStep } from '../../engine/types.ts';
import type { ShownFailure } from '../../ui/shownFailure.ts';

/** A client per shown step (in that kind's lazy chunk): nothing is cached between visits or tests. */
export const newStepQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: 0, staleTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false },
    },
  });

export interface StepData {
  data: unknown; // the ready outcome's data; undefined until it arrives
  loading: boolean;
  failure: ShownFailure | null; // in words, with Try again
  /** asks again: Try again, or after a list item changed what the handler reads (another unit chosen) */
  retry(): void;
}

export function useStepData(
  step: CompiledStep,
  params: Record<string, string>,
  follow: (target: Target, params?: Record<string, string | number>) => void,
  refreshSeconds?: number,
): StepData {
  const contextFor = useHandlerContext(params);
  const { t } = useTranslation();
  const search = useSearch();
  const load = step.load as HandlerName | undefined;
  const query = useQuery({
    queryKey: ['step', step.path, load, search, params], // the route's pattern: leaving it never reloads the step left
    enabled: load !== undefined,
    refetchInterval: refreshSeconds ? refreshSeconds * 1000 : false,
    throwOnError: true,
    queryFn: async ({ signal }) => {
      const outcome = await invokeHandler(load!, { ...contextFor(signal), input: undefined as never });
      return shownOutcome(outcome, t) as { kind: string; message?: ShownFailure; data?: unknown };
    },
  });

  const outcome = query.data;
  const led = outcome && outcome.kind !== 'ready' && outcome.kind !== 'failed' ? outcome.kind : undefined;
  const ledParams =
    outcome && 'params' in outcome ? (outcome.params as Record<string, string | number> | undefined) : undefined;
  useEffect(() => {
    if (!led) return;
    const target = step.on?.[led];
    // the checker makes every outcome of a load handler but `ready` mapped
    if (target === undefined) throw new Error(`${step.source}: outcome '${led}' of '${step.load}' is not mapped`);
    follow(target, ledParams); // a troubleshooting page, say: { page }
  }, [led, ledParams, step, follow]);

  // a refresh keeps the data shown; Try again shows the spinner again
  const loading = load !== undefined && (query.isPending || (query.isFetching && outcome?.kind !== 'ready'));
  return {
    data: outcome?.kind === 'ready' ? outcome.data : undefined,
    loading,
    failure:
      !loading && outcome?.kind === 'failed' && outcome.message
        ? { ...outcome.message, retry: () => void query.refetch() }
        : null,
    retry: () => void query.refetch(),
  };
}
