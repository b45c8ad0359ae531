// A screen whose code could not be downloaded (no signal before the service worker holds the app) says so
// and is drawn once the code comes: on Try again, or by itself when the phone is back online; no reload,
// no report of a defect. React keeps a lazy()'s failure for good, so this holds only if lazyDrawn asks afresh.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import * as errorReporting from '../../src/api/errorReporting.ts';
import { ScreenErrorBoundary } from '../../src/app/ScreenErrorBoundary.tsx';
import { CodeNotDownloaded, failedModuleUrl } from '../../src/app/codeNotDownloaded.ts';
import { initI18n } from '../../src/i18n.ts';
import { lazyDrawn } from '../../src/ui/lazyDrawn.ts';

let reachable = false;
let asked = 0;
const drawScreen = () => {
  const Screen = lazyDrawn((): Promise<{ default: ComponentType }> => {
    asked++;
    return reachable
      ? Promise.resolve({ default: () => <h1>Unit search</h1> })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Screen.js'));
  });
  render(
    <ScreenErrorBoundary resetKey="/commission/8">
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>,
  );
};

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  reachable = false;
  asked = 0;
});

it('a screen whose code could not be downloaded says so, not reported as a defect, and Try again draws it once the signal is back', async () => {
  const report = vi.spyOn(errorReporting, 'reportUnexpected');
  drawScreen();
  expect(await screen.findByRole('heading', { name: 'This screen could not be downloaded' })).toBeInTheDocument();
  expect(screen.queryByText('Something went wrong on this screen')).not.toBeInTheDocument();
  expect(report).not.toHaveBeenCalled();
  expect(asked).toBe(1); // React's own retries of the failed draw do not download again

  // still no signal: asked again, the same page
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(await screen.findByRole('heading', { name: 'This screen could not be downloaded' })).toBeInTheDocument();
  expect(asked).toBe(2);

  reachable = true;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(await screen.findByRole('heading', { name: 'Unit search' })).toBeInTheDocument();
  expect(asked).toBe(3);
});

it('the screen opens by itself when the phone is back online', async () => {
  drawScreen();
  await screen.findByRole('heading', { name: 'This screen could not be downloaded' });
  reachable = true;
  await act(async () => dispatchEvent(new Event('online')));
  expect(await screen.findByRole('heading', { name: 'Unit search' })).toBeInTheDocument();
  expect(asked).toBe(2);
});

it("names the failed module where the browser does, and only the app's own", () => {
  const failure = (message: string) => new CodeNotDownloaded(new TypeError(message));
  const own = `${location.origin}/assets/LoginScreen-abc.js`;
  expect(failedModuleUrl(failure(`Failed to fetch dynamically imported module: ${own}`))).toBe(own); // Chromium
  expect(failedModuleUrl(failure(`error loading dynamically imported module: ${own}`))).toBe(own); // Firefox
  expect(failedModuleUrl(failure('Importing a module script failed.'))).toBeUndefined(); // WebKit
  expect(
    failedModuleUrl(failure('Failed to fetch dynamically imported module: https://elsewhere.example/x.js')),
  ).toBeUndefined();
});
