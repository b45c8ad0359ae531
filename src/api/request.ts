// One provider call, start to finish: bearer token (K-01), timeout, 401 expiry (B-06, K-30), the
// answer checked against the contract before anyone uses it, reporting of 5xx and of answers that
// break the contract (J-14, K-31), and every failure turned into an ApiFailure of one class
// (failure.ts) with the J-13 text kept for reports and logs.
// Expected failures are values, never exceptions: a value is in the caller's type, a throw is not.
import type { ApiDeps, ApiResult } from './result';
import { apiErrorMessage, fallbackMessage } from './errorMessage';
import { idempotencyKey, newIntent } from './idempotencyKey';
import {
  classOfStatus,
  retryAfterSeconds,
  serverSaidOf,
  serverTextOf,
  type ApiFailure,
  type FailureClass,
} from './failure';

export interface CallOptions {
  signal: AbortSignal;
  fetch: (input: Request, init?: RequestInit) => Promise<Response>;
}
type Raw<T> = { data?: T; error?: unknown; response: Response };

/** how a call is made: a write carries an Idempotency-Key (idempotencyKey.ts); login is not a write */
export interface CallKind {
  needsData?: boolean;
  write?: boolean;
  timeoutMs?: number;
  /** an answer that is not JSON (an image) has no schema to be checked against: why it breaks the contract, if it does */
  checkBody?: (data: unknown) => Promise<string | undefined>;
}

export async function call<T>(
  deps: ApiDeps,
  run: (o: CallOptions) => Promise<Raw<T>>,
  userSignal?: AbortSignal,
  { needsData = true, write = false, timeoutMs = deps.timeoutMs, checkBody }: CallKind = {},
): Promise<ApiResult<T>> {
  // Our own timer, not AbortSignal.timeout: the timer holds the call, so the call ends at its
  // time-out even when nothing else refers to a fetch that never answers (in Node a held fetch
  // and its timeout signal could be collected together and the caller waited for ever).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The call took too long.', 'TimeoutError'));
  }, timeoutMs);
  const stopByUser = () => controller.abort(userSignal?.reason);
  if (userSignal?.aborted) stopByUser();
  else userSignal?.addEventListener('abort', stopByUser, { once: true });
  const stopped = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  const signal = controller.signal;
  const seen = { url: '', method: 'GET', status: 0, token: undefined as string | undefined };
  const doFetch = deps.fetch ?? ((input: Request, init?: RequestInit) => globalThis.fetch(input, init));
  const fetchAndRecord = async (input: Request, init?: RequestInit) => {
    seen.url = input.url;
    seen.method = input.method;
    // K-01: the token goes to the provider's API only, never to the geocoder or anywhere else
    const token = deps.getToken();
    seen.token = token;
    if (token && isApiOrigin(deps, input.url)) input.headers.set('Authorization', `Bearer ${token}`);
    if (write) {
      const body = input.body ? await input.clone().text() : '';
      input.headers.set('Idempotency-Key', idempotencyKey(deps.intent ?? newIntent(), input.method, input.url, body));
    }
    const response = await doFetch(input, init);
    seen.status = response.status;
    return response;
  };
  const failure = (kind: FailureClass, status: number, extra: Partial<ApiFailure> = {}): ApiFailure => ({
    ok: false,
    status,
    kind,
    message: fallbackMessage(seen.url, status),
    ...extra,
  });
  // an answer that is not what the contract says is the server's failure: reported, never used
  const broken = (status: number, problem: string, payload: unknown = { problem }) => {
    deps.reportError({ url: seen.url, method: seen.method, status, payload });
    return failure('server', status, { message: `${fallbackMessage(seen.url, status)} ${problem}` });
  };

  try {
    const { data, error, response } = await Promise.race([run({ signal, fetch: fetchAndRecord }), stopped]);
    if (response.ok) {
      if (needsData && data === undefined) return broken(response.status, 'The answer has no body.');
      const problem =
        data === undefined
          ? undefined
          : checkBody
            ? await checkBody(data)
            : await answerProblem(seen.method, seen.url, response.status, data);
      if (problem) return broken(response.status, problem); // its path, not its data, which may hold a token
      return { ok: true, status: response.status, data: data as T };
    }
    // a 401 ends the session it was sent with: an answer to a call made with an earlier token (another
    // user's, before a logout and a new login on the same phone) leaves the session now in use alone
    if (response.status === 401 && seen.token === deps.getToken()) deps.onUnauthorized();
    if (response.status >= 500)
      deps.reportError({ url: seen.url, method: seen.method, status: response.status, payload: error });
    const kind = response.status >= 400 ? classOfStatus(response.status) : 'server'; // a 1xx/3xx here is not the contract either
    const serverText = serverTextOf(error);
    const serverSaid = serverSaidOf(error);
    const retryAfterS = kind === 'tooMany' ? retryAfterSeconds(response.headers.get('Retry-After')) : undefined;
    return failure(kind, response.status, {
      message: apiErrorMessage(error, seen.url, response.status),
      ...(serverText ? { serverText } : {}),
      ...(serverSaid ? { serverSaid } : {}),
      ...(retryAfterS ? { retryAfterS } : {}),
    });
  } catch (e) {
    if (timedOut) return failure('timeout', 0);
    // a body that is not JSON: the answer came, so it is the server's failure, not the signal's
    if (e instanceof SyntaxError) return broken(seen.status, 'The answer is not JSON.', undefined);
    return failure('offline', seen.status);
  } finally {
    clearTimeout(timer);
    userSignal?.removeEventListener('abort', stopByUser);
  }
}

/** the API's own origin: baseUrl's, or the page's when baseUrl is relative ('' or '/api') */
function isApiOrigin(deps: ApiDeps, url: string): boolean {
  const page = typeof location === 'undefined' ? undefined : location.href;
  try {
    return new URL(url).origin === new URL(deps.baseUrl || '/', page ?? url).origin;
  } catch {
    return false;
  }
}

// The contract's validators are generated at build time (src/build/answersPlugin.ts) and loaded
// with the first call, not with the first screen: they are the largest part of the client.
type Answers = typeof import('virtual:api-answers');
interface Route {
  id: string;
  method: string;
  status: number;
  regex: RegExp;
  validate: Answers['validateFns'][string];
}

let routes: Promise<Route[]> | undefined;

function loadRoutes(): Promise<Route[]> {
  routes ??= import('virtual:api-answers').then(({ operations, validateFns }) =>
    operations.map((o) => ({
      id: o.id,
      method: o.method,
      status: o.status,
      validate: validateFns[o.fn],
      // '/v2/commission/meter/{serial}' → /…\/v2\/commission\/meter\/[^/]+$/ (the base URL may add a prefix)
      regex: new RegExp(`(?:^|/)${o.path.slice(1).replace(/\{[^}]+\}/g, '[^/]+')}$`),
    })),
  );
  return routes;
}

/** Starts loading the validators while a call travels (the fleet's first page), so its answer does not wait for them. */
export function prepareAnswerChecks(): void {
  loadRoutes().catch(() => undefined); // the answer's check says it, if they cannot load
}

/** Why an answer breaks the contract ("operation /field: must be string"), or undefined when it keeps it. */
export async function answerProblem(
  method: string,
  url: string,
  status: number,
  data: unknown,
): Promise<string | undefined> {
  const pathname = new URL(url, 'http://x').pathname;
  const route = (await loadRoutes()).find((r) => r.method === method && r.status === status && r.regex.test(pathname));
  if (!route || route.validate(data)) return undefined;
  const e = route.validate.errors?.[0];
  return `${route.id} ${e?.instancePath || '/'}: ${e?.message ?? 'does not match the contract'}`;
}
