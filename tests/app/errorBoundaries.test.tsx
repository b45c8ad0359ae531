// Nothing that reads state runs outside an error boundary: malformed state (here as a corrupt store
// or a failed chunk would leave it) shows a page that says what to do, with the top bar, never a
// blank app. The real App, the real compiled flows and words.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import flows from 'virtual:flows';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { apiWaiting } from '../support/apiResults.ts';
import { App } from '../../src/app/App.tsx';
import { parseAppConfig } from '../../src/config/appConfig.ts';
import { initI18n } from '../../src/i18n.ts';
import { navigation } from '../../src/state/navigation.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { pretendLoggedIn } from '../support/tokens.ts';
import '../support/appSettled.ts';

vi.mock('../../src/ui/Drawer.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module: Drawer.js');
});

const config = parseAppConfig({});
const api = apiWaiting();
const renderApp = (path: string) =>
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <App services={{ flows, api, config }} />
    </Router>,
  );

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  pretendLoggedIn();
  Object.assign(project, emptyProject(), { serialNumber: '3P_35A_1000' });
  navigation.current = '/';
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const screenError = () => screen.getByTestId('screen-error');

describe('malformed state never blanks the app', () => {
  it.each(['/welcome', '/commission/2', '/commission/3', '/my-sites'])(
    'a null site address (a fleet entry that broke the contract) shows the error page on %s, top bar kept',
    (path) => {
      (project as unknown as { address: null }).address = null;
      renderApp(path);
      expect(screenError()).toHaveTextContent(/./);
      expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    },
  );

  it('a notice record of the wrong type shows the error page, top bar kept', () => {
    (navigation as unknown as { current: number; notice: string; noticePath: string }).current = 42;
    Object.assign(navigation, { notice: 'x', noticePath: '/welcome' });
    renderApp('/welcome');
    expect(screenError()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('a menu whose code cannot be downloaded says so and closes; the screen stays', async () => {
    renderApp('/welcome');
    const heading = (await screen.findByRole('heading', { level: 1 })).textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByText(/Part of the app could not be downloaded/)).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    expect(screen.queryByText(/Part of the app could not be downloaded/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading!);
  });
});
