// What every call returns and what the client needs from the app. Its own file so that the client,
// the provider calls and the request helper share it without importing each other.

import type { ApiFailure } from './failure';

export type { ApiFailure } from './failure';
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export interface ApiDeps {
  /** the provider's API host, e.g. '' (same origin) or 'https://api.example.com' */
  baseUrl: string;
  getToken(): string | undefined;
  /** B-06, K-30: any 401 runs the login-expiry handling */
  onUnauthorized(): void;
  /** J-14, K-31: status >= 500, and every answer that breaks the contract */
  reportError(e: { url: string; method: string; status: number; payload: unknown }): void;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** where geocodeSearch/geocodeReverse go (config `geocoderUrl`); defaults to baseUrl */
  geocoderUrl?: string;
  /** the user's intent the writes of this client belong to (idempotencyKey.ts); a fresh one per write when absent */
  intent?: string;
}
