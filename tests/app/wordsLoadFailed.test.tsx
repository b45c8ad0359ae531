// When the wizard's words cannot be downloaded (signal lost), the screen says so instead of spinning for
// ever, and Try again asks for them again in place: with signal, the screen is drawn without a reload.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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

const words = vi.hoisted(() => ({ reachable: false, asked: 0 }));
vi.mock('../../src/i18n.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/i18n.ts')>();
  return {
    ...real,
    wordsLoaded: () => false,
    loadWords: (parts: readonly string[]) => {
      words.asked++;
      return words.reachable ? real.loadWords(parts) : Promise.reject(new Error('network down'));
    },
  };
});

const config = parseAppConfig({});

afterEach(cleanup); // the app unmounted: nothing of it renders once the file's environment is gone

beforeAll(async () => {
  await initI18n(); // the real module: words for the assertions below
  pretendLoggedIn();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('words that fail to load', () => {
  it('say so on a route that needs them, and Try again draws the screen once they come', async () => {
    const api = apiWaiting();
    render(
      <Router hook={memoryLocation({ path: '/welcome' }).hook}>
        <App services={{ flows, api, config }} />
      </Router>,
    );
    expect(await screen.findByRole('heading', { name: 'This screen could not be downloaded' })).toBeInTheDocument();
    expect(words.asked).toBe(1);

    words.reachable = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(words.asked).toBe(2);
  });
});
