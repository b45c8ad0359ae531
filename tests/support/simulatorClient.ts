// The one way tests start the simulator with a client on it: a fresh in-process simulator (no socket,
// no child process, no fakes) and the real API client (src/api/client.ts) on it, on a phone nobody used
// yet; logged in through the real login handler when asked. renderRoute draws the app on it; handler
// and client tests call it directly and read what the simulator recorded.
import { createProviderApi, type ApiDeps, type ProviderApi } from '../../src/api/client.ts';
import { parseAppConfig, type AppConfig } from '../../src/config/appConfig.ts';
import { handlers } from '../../src/handlers/index.ts';
import { isFailure } from '../../src/handlers/types.ts';
import { resetPhone, sessionEnded } from '../../src/state/job.ts';
import { navigation } from '../../src/state/navigation.ts';
import { session } from '../../src/state/session.ts';
import { DEMO_PASSWORD } from '../../simulator/accounts.ts';
import { createSimulator, type SimulatorOptions } from '../../simulator/app.ts';
import { handlerContext } from './handlerContext.ts';

export type Simulator = ReturnType<typeof createSimulator>;

export interface ClientOptions {
  /** log in as this simulator account first (DEMO_PASSWORD); omit to stay logged out */
  as?: string;
  simulator?: SimulatorOptions;
  config?: AppConfig;
  /**
   * Which token the client sends. 'session' (the default) is the phone's, as main.tsx does: logging out
   * or a 401 ends it. 'login' is the one it logged in with, whatever the phone's stores then hold: for
   * handler tests that reset the phone between tests and still call the server as that user.
   */
  token?: 'session' | 'login';
  /** the network between the client and the simulator (boundaryFetch drops or holds calls); straight through unless told */
  network?: (sim: Simulator) => typeof fetch;
  /** where the client reports an answer it could not read; nowhere unless told */
  reportError?: ApiDeps['reportError'];
}

export async function logInAs(api: ProviderApi, config: AppConfig, email: string): Promise<void> {
  const outcome = await handlers.logIn(
    handlerContext({ api, config, path: '/login', input: { email, password: DEMO_PASSWORD } }),
  );
  if (isFailure(outcome)) throw new Error(`could not log in as ${email}: ${JSON.stringify(outcome)}`);
}

const LOGIN_TIMEOUT_MS = 20_000;

const straightThrough =
  (sim: Simulator): typeof fetch =>
  async (input, init) =>
    sim.app.fetch(new Request(input, init));

/** What the simulator's control route at `path` answers (GET /__sim/records, /__sim/faults), past the client. */
export const simGet = async <T>(sim: Simulator, path: string): Promise<T> =>
  (await (await sim.app.request(path)).json()) as T;

/** A JSON POST to the simulator's control route at `path` (a fault rule to /__sim/faults), past the client. */
export const simPost = (sim: Simulator, path: string, body: unknown = {}): Promise<Response> =>
  Promise.resolve(
    sim.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

/** A fresh simulator and a real client on it; logs in when asked. */
export async function simulatorClient({
  as,
  simulator,
  config = parseAppConfig({}),
  token = 'session',
  network = straightThrough,
  reportError = () => undefined,
}: ClientOptions = {}) {
  const sim = createSimulator(simulator);
  let navigateTo: (path: string) => void = () => undefined;
  let loginToken: string | undefined;
  const client = (timeoutMs: number) =>
    createProviderApi({
      baseUrl: 'http://sim.test',
      fetch: network(sim),
      timeoutMs,
      getToken: () => (token === 'login' ? loginToken : (session.token ?? undefined)),
      onUnauthorized: () => {
        sessionEnded();
        navigateTo('/login');
      }, // as main.tsx does (B-06)
      reportError,
    });
  const api = client(config.timing.requestTimeoutMs);
  // a test's short time-out is for the calls it times, not the login: scrypt is slow on a busy machine
  const loginApi = client(Math.max(config.timing.requestTimeoutMs, LOGIN_TIMEOUT_MS));
  const logIn = async (email: string) => {
    await logInAs(loginApi, config, email);
    loginToken = session.token ?? undefined;
  };
  resetPhone(); // a phone nobody used yet: no session, no job, no fleet, no pending error or notice
  Object.assign(navigation, { current: '', previous: '', error: null, notice: null, noticePath: '' });
  if (as) await logIn(as);
  return {
    sim,
    api,
    config,
    /** logs in again through the real login handler (after a 401, or as another user) */
    logIn,
    onNavigate: (go: (path: string) => void) => {
      navigateTo = go;
    },
  };
}

export type SimulatorSession = Awaited<ReturnType<typeof simulatorClient>>;
