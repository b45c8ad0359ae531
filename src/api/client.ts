// The public surface of the provider API client: result types, dependencies and the factory, for code
// that wants the client at once (the gallery, tests); the app loads provider.ts on its first call (lazyClient.ts).
// Types of requests and answers come from the OpenAPI document (schema.d.ts), never by hand.
import { buildProviderApi, type ProviderApi } from './provider';
import type { ApiDeps } from './result';

export type { ApiDeps, ApiResult } from './result';
export type { ProviderApi } from './provider';
export * from './types';

export function createProviderApi(deps: ApiDeps): ProviderApi {
  return buildProviderApi(deps);
}
