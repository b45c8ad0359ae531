// The provider API client, loaded on its first call: its code (openapi-fetch, the request helper,
// the answer checker's hook) stays out of the first screen's chunk (the first screen's size budget). Every
// method has the client's own signature; main.tsx prefetches the code once the first screen shows.
import type { ProviderApi } from './provider';
import type { ApiDeps, ApiResult } from './result';
import { fallbackMessage } from './errorMessage';

type Method = (...args: unknown[]) => Promise<ApiResult<unknown>>;

export interface LazyProviderApi {
  api: ProviderApi;
  /** fetch the client's code now (it is also fetched by the first call) */
  prefetch(): Promise<void>;
}

/** `ownIntent`: a copy for one user intent, whose real client makes the intent when it loads */
export function createLazyProviderApi(deps: ApiDeps, ownIntent = false): LazyProviderApi {
  let client: Promise<ProviderApi> | undefined;
  const build = (m: typeof import('./provider')) => {
    const real = m.buildProviderApi(deps);
    return ownIntent ? real.withNewIntent() : real;
  };
  const load = () => (client ??= import('./provider').then(build));
  const methods = new Map<string, Method>();
  // a Proxy, so a method added to ProviderApi needs no second list here; 'then' stays undefined so
  // the object is never mistaken for a promise
  const api = new Proxy({} as ProviderApi, {
    get(_, name) {
      // a copy for one user intent loads the same code; its writes carry that intent's keys
      if (name === 'withNewIntent') return () => createLazyProviderApi(deps, true).api;
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (...args) => {
          let real: ProviderApi;
          try {
            real = await load();
          } catch {
            client = undefined; // no signal while the code loaded: the next call tries again
            const message = fallbackMessage(`${deps.baseUrl || location.origin}`, 0);
            return { ok: false, status: 0, kind: 'offline', message };
          }
          return (real[name as keyof ProviderApi] as unknown as Method)(...args);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
  return {
    api,
    prefetch: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  };
}
