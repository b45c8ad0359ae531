// A real API client on a fresh in-process simulator (no socket, no fakes), on a phone nobody used
// yet; logged in through the real login handler when asked. renderRoute draws the app on it; handler
// tests call handlers with it and read what the simulator recorded.
import { createProviderApi, type ProviderApi } from '../../src/api/client.ts';
import { parseAppConfig, type AppConfig } from '../../src/config/appConfig.ts';
import { accountHandlers } from '../../src/handlers/account/index.ts';
import { isFailure } from '../../src/handlers/types.ts';
import { resetPhone, sessionEnded } from '../../src/state/job.ts';
import { navigation } from '../../src/state/navigation.ts';
import { session } from '../../src/state/session.ts';
import { DEMO_PASSWORD } from '../../simulator/accounts.ts';
import { createSimulator, type SimulatorOptions } from '../../simulator/app.ts';
import { handlerContext } from './handlerContext.ts';

export interface ClientOptions {
  /** log in as this simulator account first (DEMO_PASSWORD); omit to stay logged out */
  as?: string;
  simulator?: SimulatorOptions;
  config?: AppConfig;
}

export async function logInAs(api: ProviderApi, config: AppConfig, email: string): Promise<void> {
  const outcome = await accountHandlers.logIn(
    handlerContext({ api, config, path: '/login', input: { email, password: DEMO_PASSWORD } }),
  );
  if (isFailure(outcome)) throw new Error(`could not log in as ${email}: ${JSON.stringify(outcome)}`);
}

/** A fresh simulator and a real client on it; logs in when asked. */
export async function simulatorClient({ as, simulator, config = parseAppConfig({}) }: ClientOptions = {}) {
  const sim = createSimulator(simulator);
  let navigateTo: (path: string) => void = () => undefined;
  const api = createProviderApi({
    baseUrl: 'http://sim.test',
    fetch: async (input, init) => sim.app.fetch(new Request(input, init)),
    timeoutMs: config.timing.requestTimeoutMs,
    getToken: () => session.token ?? undefined,
    onUnauthorized: () => {
      sessionEnded();
      navigateTo('/login');
    }, // as main.tsx does (B-06)
    reportError: () => undefined,
  });
  resetPhone(); // a phone nobody used yet: no session, no job, no fleet, no pending error or notice
  Object.assign(navigation, { current: '', previous: '', error: null, notice: null, noticePath: '' });
  if (as) await logInAs(api, config, as);
  return {
    sim,
    api,
    config,
    onNavigate: (go: (path: string) => void) => {
      navigateTo = go;
    },
  };
}
