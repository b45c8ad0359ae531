// When the wizard's words cannot be downloaded (signal lost), the screen says so and offers a reload
// instead of spinning for ever.
import { cleanup, render, screen } from '@testing-library/react';
import flows from 'virtual:flows';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { apiWaiting } from '../support/apiResults.ts';
import { App } from '../../src/app/App.tsx';
import { parseAppConfig } from '../../src/config/appConfig.ts';
import { initI18n } from '../../src/i18n.ts';
import { pretendLoggedIn } from '../support/tokens.ts';
import '../support/appSettled.ts';

vi.mock('../../src/i18n.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/i18n.ts')>();
  return { ...real, wordsLoaded: () => false, loadWords: () => Promise.reject(new Error('network down')) };
});

const config = parseAppConfig({});

afterEach(cleanup); // the app unmounted: nothing of it renders once the file's environment is gone

beforeAll(async () => {
  await initI18n(); // the real module: words for the assertions below
  pretendLoggedIn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('words that fail to load', () => {
  it('show what happened and a reload button on a route that needs them', async () => {
    const api = apiWaiting();
    render(
      <Router hook={memoryLocation({ path: '/welcome' }).hook}>
        <App services={{ flows, api, config }} />
      </Router>,
    );
    expect(await screen.findByText(/Part of the app could not be downloaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
