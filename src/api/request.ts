// One provider call, start to finish: bearer token (K-01), timeout, 401 expiry (B-06, K-30),
// reporting of 5xx (J-14, K-31) and every failure turned into an ApiResult with the J-13 text.
// Expected failures are values, never exceptions: a value is in the caller's type, a throw is not.
import type { ApiDeps, ApiFailureKind, ApiResult } from './result';
import { answerProblem } from './checkAnswer';
import { apiErrorMessage, fallbackMessage } from './errorMessage';
import { rememberFailure } from './failureKinds';

/** said when an answer breaks the contract, unless the app gives it in the user's language */
export const MALFORMED = 'The server sent an answer this app cannot read. Try again; if it keeps happening, tell your administrator.';

export interface CallOptions { signal: AbortSignal; fetch: (input: Request, init?: RequestInit) => Promise<Response> }
type Raw<T> = { data?: T; error?: unknown; response: Response };

export async function call<T>(
  deps: ApiDeps,
  run: (o: CallOptions) => Promise<Raw<T>>,
  userSignal?: AbortSignal,
  needsData = true,
  timeoutMs = deps.timeoutMs,
): Promise<ApiResult<T>> {
  const timeout = AbortSignal.timeout(timeoutMs);
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
      // an answer of the wrong shape never reaches state: it is reported (its path, not its data,
      // which may hold a token) and becomes a failure the screen can explain
      const problem = data === undefined ? undefined : await answerProblem(seen.method, seen.url, response.status, data);
      if (problem) {
        deps.reportError({ url: seen.url, method: seen.method, status: response.status, payload: { problem } });
        return failure('malformed', response.status, deps.malformedMessage?.() ?? MALFORMED);
      }
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
