// One provider call, start to finish: bearer token (K-01), timeout, 401 expiry (B-06, K-30),
// reporting of 5xx (J-14, K-31) and every failure turned into an ApiResult with the J-13 text.
// Expected failures are values, never exceptions (STYLE: errors are outcomes).
import type { ApiDeps, ApiFailureKind, ApiResult } from './result';
import { apiErrorMessage, fallbackMessage } from './errorMessage';
import { rememberFailure } from './failureKinds';

export interface CallOptions { signal: AbortSignal; fetch: (input: Request, init?: RequestInit) => Promise<Response> }
type Raw<T> = { data?: T; error?: unknown; response: Response };

export async function call<T>(
  deps: ApiDeps,
  run: (o: CallOptions) => Promise<Raw<T>>,
  userSignal?: AbortSignal,
  needsData = true,
): Promise<ApiResult<T>> {
  const timeout = AbortSignal.timeout(deps.timeoutMs);
  const signal = userSignal ? AbortSignal.any([timeout, userSignal]) : timeout;
  const seen = { url: '', method: 'GET', status: 0 };
  const doFetch = deps.fetch ?? ((input: Request, init?: RequestInit) => globalThis.fetch(input, init));
  const fetchAndRecord = async (input: Request, init?: RequestInit) => {
    seen.url = input.url;
    seen.method = input.method;
    const token = deps.getToken();
    if (token) input.headers.set('Authorization', `Bearer ${token}`);
    const response = await doFetch(input, init);
    seen.status = response.status;
    return response;
  };
  const failure = (kind: ApiFailureKind, status: number, message = fallbackMessage(seen.url, status)): ApiResult<T> => {
    rememberFailure(message, kind, status); // the screen words its hint by cause (no signal, 4xx, 5xx)
    return { ok: false, status, kind, message };
  };

  try {
    const { data, error, response } = await run({ signal, fetch: fetchAndRecord });
    if (response.ok) {
      if (needsData && data === undefined) return failure('malformed', response.status);
      return { ok: true, status: response.status, data: data as T };
    }
    if (response.status === 401) deps.onUnauthorized();
    if (response.status >= 500) deps.reportError({ url: seen.url, method: seen.method, status: response.status, payload: error });
    return failure('http', response.status, apiErrorMessage(error, seen.url, response.status));
  } catch (e) {
    if (timeout.aborted) return failure('timeout', 0);
    if (e instanceof SyntaxError) return failure('malformed', seen.status);
    return failure('network', seen.status);
  }
}
