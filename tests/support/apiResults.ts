// What the API client answers (ApiResult), for handler tests that hand a handler one answer: a
// success with data, or a failure with the server's words (J-13) and its status (0: no network).
import type { ApiResult } from '../../src/api/client.ts';
import type { ProviderApi } from '../../src/api/provider.ts';

export const ok = <T,>(data: T, status = 200): ApiResult<T> & { ok: true } => ({ ok: true, status, data });

export const fail = (message: string, status = 500): ApiResult<never> & { ok: false } => ({ ok: false, status, kind: status === 0 ? 'network' : 'http', message });

/** The client's own words for a failed call it could not read a message from (K-32). */
export const fallbackText = (status: number) => `An error has occurred when making request to /x (code: ${status}).`;

/** A client with only the methods a handler test answers; any other call fails the test loudly. */
export const apiAnswering = (methods: Partial<ProviderApi>): ProviderApi => methods as ProviderApi;
