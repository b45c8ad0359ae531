// Renders the whole app at a route the way a phone shows it: the real flows, the real API client and
// the simulator in-process (no HTTP, no fakes), wouter's memory location, and a user logged in through
// the real login handler. Tests act with Testing Library and read what the simulator holds.
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import flows from 'virtual:flows';
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ProviderApi } from '../../src/api/client.ts';
import { App } from '../../src/app/App.tsx';
import { initI18n } from '../../src/i18n.ts';
import type { createSimulator } from '../../simulator/app.ts';
import { logInAs, simulatorClient, type ClientOptions } from './simulatorClient.ts';
import './appSettled.ts';

afterEach(cleanup); // screens load lazily; tests/setup.ts lets findBy/waitFor wait for them

export type RouteOptions = ClientOptions;

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

export async function renderRoute(path: string, options: RouteOptions = {}): Promise<RenderedRoute> {
  await initI18n('en');
  const { sim, api, config, onNavigate } = await simulatorClient(options);
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
