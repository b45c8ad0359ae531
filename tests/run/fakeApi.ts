// A scripted ProviderApi for the run tests: each method answers from its list (the last answer
// repeats), records every call in order and counts requests in flight, to prove they never overlap.
import type { ApiResult } from '../../src/api/client.ts';
import type { ProviderApi } from '../../src/api/provider.ts';
import type { CommissionLog, LogEntry } from '../../src/api/types.ts';
import { ok } from '../support/apiResults.ts';

type Method = keyof ProviderApi;
export type Script = Partial<Record<Method, ApiResult<unknown>[]>>;

/** a write call's empty 200 */
export const acked = (): ApiResult<unknown> => ok(undefined);
export const config = (status: 'pending' | 'success' | 'failed') => ok({ status });

export function log(
  status: CommissionLog['status'],
  logs: LogEntry[] = [],
  task: Partial<CommissionLog> = {},
): ApiResult<CommissionLog> {
  return ok({ status, startPercent: 20, endPercent: 45, duration: 60, totalDuration: 300, logs, ...task });
}

export function fakeApi(script: Script, latencyMs = 100) {
  const calls: Method[] = [];
  const bodies: Partial<Record<Method, unknown[]>> = {};
  let inFlight = 0;
  let maxInFlight = 0;
  const answer = (method: Method, args: unknown[]) => {
    calls.push(method);
    (bodies[method] ??= []).push(args);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const list = script[method];
    if (!list?.length) throw new Error(`fake api: no answer scripted for ${method}`);
    const result = list.length > 1 ? list.shift()! : list[0];
    return new Promise((resolve) =>
      setTimeout(() => {
        inFlight--;
        resolve(result);
      }, latencyMs),
    );
  };
  const api = new Proxy(
    {},
    {
      get: (_, method) => {
        if (method === 'withNewIntent') return () => api; // a tap's copy is this client: its calls are counted here
        return typeof method === 'string' ? (...args: unknown[]) => answer(method as Method, args) : undefined;
      },
    },
  ) as ProviderApi;
  return { api, calls, bodies, maxInFlight: () => maxInFlight };
}
