// What the API client answers (ApiResult), for handler tests that hand a handler one answer: a
// success with data, or a failure with the server's words (J-13) and its status (0: no network).
import type { ApiResult } from '../../src/api/client.ts';
import { classOfStatus, serverTextOf } from '../../src/api/failure.ts';
import type { ProviderApi } from '../../src/api/provider.ts';
import type { SearchMeterResponse } from '../../src/api/types.ts';

export const ok = <T>(data: T, status = 200): ApiResult<T> & { ok: true } => ({ ok: true, status, data });

/** Classified as the client does (src/api/failure.ts): status 0 is no signal; the words are kept when plain. */
export const fail = (message: string, status = 500): ApiResult<never> & { ok: false } => {
  const serverText = status === 0 ? undefined : serverTextOf(message);
  return {
    ok: false,
    status,
    kind: status === 0 ? 'offline' : classOfStatus(status),
    message,
    ...(serverText ? { serverText } : {}),
  };
};

/** The client's own words for a failed call it could not read a message from (K-32). */
export const fallbackText = (status: number) => `An error has occurred when making request to /x (code: ${status}).`;

/**
 * A client that answers the methods given and leaves every other call waiting for ever (a screen that
 * loads something beside what a test is about); a tap's copy of it (`withNewIntent`) is itself.
 */
export function apiWaiting(methods: Partial<ProviderApi> = {}): ProviderApi {
  const api: ProviderApi = new Proxy(methods, {
    get: (target, name) => {
      if (name === 'withNewIntent') return () => api;
      if (typeof name !== 'string') return undefined;
      return target[name as keyof ProviderApi] ?? (() => new Promise(() => undefined));
    },
  }) as ProviderApi;
  return api;
}

/**
 * A client with only the methods a test answers; any other call fails the test loudly. Its copy for a
 * tap's intent (`withNewIntent`) is itself: the Idempotency-Keys are the real client's (tests/api).
 */
export const apiAnswering = (methods: Partial<ProviderApi>): ProviderApi => {
  const api = methods as ProviderApi; // not copied: a test's client may be a Proxy (tests/run/fakeApi.ts)
  api.withNewIntent ??= () => api;
  return api;
};

/** A unit search's answer (POST /v2/meter/search): `code` as the server says it, online on v0.5.0. */
export const meter = (
  code: SearchMeterResponse['code'],
  extra: Partial<SearchMeterResponse> = {},
): ApiResult<SearchMeterResponse> =>
  ok({ code, connected: true, ssid: 'Site-WiFi', updateTask: [], forceUpdate: false, swVersion: 'v0.5.0', ...extra });
