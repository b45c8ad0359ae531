// Renders the whole app at a route the way a phone shows it: the real flows, the real API client and
// the simulator in-process (no HTTP, no fakes), wouter's memory location, and a user logged in through
// the real login handler. Tests act with Testing Library and read what the simulator holds.
import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import flows from 'virtual:flows';
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createProviderApi, type ProviderApi } from '../../src/api/client.ts';
import { App } from '../../src/app/App.tsx';
import { parseAppConfig, setAppConfig, type AppConfig } from '../../src/config/appConfig.ts';
import { accountHandlers } from '../../src/handlers/account/index.ts';
import { isFailure } from '../../src/handlers/types.ts';
import { initI18n } from '../../src/i18n.ts';
import { resetPhone, sessionEnded } from '../../src/state/job.ts';
import { navigation } from '../../src/state/navigation.ts';
import { session } from '../../src/state/session.ts';
import { DEMO_PASSWORD } from '../../simulator/accounts.ts';
import { createSimulator, type SimulatorOptions } from '../../simulator/app.ts';

afterEach(cleanup);
// screens load lazily, as in the browser: the first visit of a kind compiles its module
configure({ asyncUtilTimeout: 10_000 });

export interface RouteOptions {
  /** log in as this simulator account first (DEMO_PASSWORD); omit to stay logged out */
  as?: string;
  simulator?: SimulatorOptions;
  config?: AppConfig;
}

export interface RenderedRoute {
  sim: ReturnType<typeof createSimulator>;
  api: ProviderApi;
  /** the paths visited, in order (wouter's memory history) */
  history: readonly string[];
  user: ReturnType<typeof userEvent.setup>;
  navigate(path: string): void;
  /** the page loaded again at the path now shown: the app starts afresh from what the stores hold */
  reload(): void;
  /** logs in again through the real login handler (after a 401, or as another user) */
  logIn(email: string): Promise<void>;
}

async function logInAs(api: ProviderApi, config: AppConfig, email: string): Promise<void> {
  const outcome = await accountHandlers.login({ api, config, params: {}, query: new URLSearchParams(), path: '/login', signal: new AbortController().signal, input: { email, password: DEMO_PASSWORD } });
  if (isFailure(outcome)) throw new Error(`could not log in as ${email}: ${JSON.stringify(outcome)}`);
}

/** A fresh simulator and a real client on it; logs in when asked. */
export async function simulatorClient({ as, simulator, config = parseAppConfig({}) }: RouteOptions = {}) {
  const sim = createSimulator(simulator);
  let navigateTo: (path: string) => void = () => undefined;
  const api = createProviderApi({
    baseUrl: 'http://sim.test',
    fetch: async (input, init) => sim.app.fetch(new Request(input, init)),
    timeoutMs: config.timing.requestTimeoutMs,
    getToken: () => session.token ?? undefined,
    onUnauthorized: () => { sessionEnded(); navigateTo('/login'); }, // as main.tsx does (B-06)
    reportError: () => undefined,
  });
  resetPhone(); // a phone nobody used yet: no session, no job, no fleet, no pending error or notice
  Object.assign(navigation, { current: '', previous: '', error: null, notice: null, noticePath: '' });
  if (as) await logInAs(api, config, as);
  return { sim, api, config, onNavigate: (go: (path: string) => void) => { navigateTo = go; } };
}

export async function renderRoute(path: string, options: RouteOptions = {}): Promise<RenderedRoute> {
  await initI18n('en');
  const { sim, api, config, onNavigate } = await simulatorClient(options);
  setAppConfig(config);
  // a dialog unmounted mid-way by the last test's cleanup can leave the page inert or scroll-locked
  for (const el of [document.documentElement, document.body]) el.removeAttribute('style');
  document.querySelectorAll('[inert]').forEach((el) => el.removeAttribute('inert'));
  const location = memoryLocation({ path, record: true });
  onNavigate((to) => location.navigate(to));
  const show = () =>
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <App services={{ flows, api, config }} />
      </Router>,
    );
  let view = show();
  const reload = () => {
    view.unmount();
    view = show();
  };
  const logIn = (email: string) => logInAs(api, config, email);
  return { sim, api, history: location.history!, user: userEvent.setup(), navigate: location.navigate, reload, logIn };
}
