// The one way tests build a handler's context. Handler tests call several handlers with it,
// including inputs of the wrong shape on purpose (a handler must refuse them in words), so the
// context takes any input, or none.
import type { ProviderApi } from '../../src/api/provider.ts';
import { parseAppConfig } from '../../src/config/appConfig.ts';
import { apiAnswering } from './apiResults.ts';
import type { HandlerContext } from '../../src/handlers/types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: any input shape, deliberately
export type TestContext = HandlerContext<any>;

export interface ContextOptions extends Partial<Omit<TestContext, 'api' | 'query'>> {
  /** the client the handler calls: a real one on the simulator, or only the methods a test answers */
  api?: ProviderApi | Partial<ProviderApi>;
  /** the route's query, as text (`fail=first`) or parsed */
  query?: string | URLSearchParams;
}

/** A handler's context at `path` (`/` unless told), with the app's default config and no input. */
export function handlerContext({ api = {}, query = '', ...rest }: ContextOptions = {}): TestContext {
  return {
    api: apiAnswering(api),
    config: parseAppConfig({}),
    params: {},
    path: '/',
    signal: new AbortController().signal,
    input: undefined,
    ...rest,
    query: typeof query === 'string' ? new URLSearchParams(query) : query,
  };
}
