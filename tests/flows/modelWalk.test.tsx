// The model walk: every route of the compiled table renders for a logged-in installer with a draft,
// and no screen's error boundary fires. The API answers every call with a 503 so screens also go
// through their failure paths without crashing.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import flows from 'virtual:flows';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ProviderApi } from '../../src/api/provider.ts';
import { App } from '../../src/app/App.tsx';
import { parseAppConfig } from '../../src/config/appConfig.ts';
import { fillPath } from '../../src/engine/matchPath.ts';
import { initI18n } from '../../src/i18n.ts';
import { project } from '../../src/state/project.ts';
import { pretendLoggedIn } from '../support/tokens.ts';
import '../support/appSettled.ts';

const config = parseAppConfig({});
const failingApi: ProviderApi = new Proxy(
  {},
  {
    // every call fails as a server would; a tap's copy of the client (withNewIntent) is this client
    get: (_target, name) =>
      name === 'withNewIntent'
        ? () => failingApi
        : typeof name === 'string'
          ? () =>
              Promise.resolve({
                ok: false,
                status: 503,
                kind: 'server',
                message: 'Service unavailable in the model walk',
              })
          : undefined,
  },
) as ProviderApi;

// a value for each route param that every screen accepts
const sampleParams = { index: '1', token: 'reset-token' };

beforeAll(async () => {
  await initI18n();
  pretendLoggedIn('installer@example.com', ['Commissioner', 'Provider']);
  Object.assign(project, {
    serialNumber: '3P_35A_0401',
    address: { address: '1 Solar St, Sydney NSW', latitude: -33.87, longitude: 151.2, country: 'AU', solshareName: '' },
    spec: { dcSize: 10, acSize: 8, inverter: 'Fronius', inputInverter: '' },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(cleanup);

describe('model walk', () => {
  it.each(flows.steps.map((s) => [s.path, s] as const))(
    'renders %s without an error boundary firing',
    async (_path, step) => {
      const path = fillPath(step.path, sampleParams);
      const { hook } = memoryLocation({ path });
      render(
        <Router hook={hook}>
          <App services={{ flows, api: failingApi, config }} />
        </Router>,
      );
      await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull(), { timeout: 5000 });
      expect(screen.queryByTestId('screen-error')).toBeNull();
      expect(document.querySelector('main')).not.toBeNull();
    },
  );
});
