// The public surface of the provider API client: result types, dependencies and the factory.
// Types of requests and answers come from the OpenAPI document (schema.d.ts), never by hand.
import { buildProviderApi, type ProviderApi } from './provider';

export type ApiFailureKind = 'http' | 'timeout' | 'network' | 'malformed';
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; kind: ApiFailureKind; message: string };

export interface ApiDeps {
  /** the provider's API host, e.g. '' (same origin) or 'https://api.example.com' */
  baseUrl: string;
  getToken(): string | undefined;
  /** B-06, K-30: any 401 runs the login-expiry handling */
  onUnauthorized(): void;
  /** J-14, K-31: status >= 500 */
  reportError(e: { url: string; method: string; status: number; payload: unknown }): void;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** where geocodeSearch/geocodeReverse go (config `geocoderUrl`); defaults to baseUrl */
  geocoderUrl?: string;
}

export type { ProviderApi } from './provider';
export * from './types';

export function createProviderApi(deps: ApiDeps): ProviderApi {
  return buildProviderApi(deps);
}
