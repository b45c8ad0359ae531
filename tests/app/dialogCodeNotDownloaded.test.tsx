// A dialog whose code could not be downloaded (no signal before the service worker holds the app) says so
// as a screen's code does, with Try again, and is not reported as a defect: not "Something went wrong".
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import * as errorReporting from '../../src/api/errorReporting.ts';
import { ScreenErrorBoundary } from '../../src/app/ScreenErrorBoundary.tsx';
import { initI18n } from '../../src/i18n.ts';
import { LazyModal } from '../../src/ui/LazyModal.tsx';

vi.mock('../../src/ui/Modal.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/Modal.js');
});

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('a confirmation dialog whose code could not be downloaded says so with Try again, and is not reported', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const report = vi.spyOn(errorReporting, 'reportUnexpected');
  render(
    <ScreenErrorBoundary resetKey="/commission/address">
      <LazyModal open title="Is the address right?" onClose={() => undefined} actions={null}>
        1 Martin Place
      </LazyModal>
    </ScreenErrorBoundary>,
  );
  expect(await screen.findByRole('heading', { name: 'This screen could not be downloaded' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByText('Something went wrong on this screen')).not.toBeInTheDocument();
  expect(report).not.toHaveBeenCalled();
});
