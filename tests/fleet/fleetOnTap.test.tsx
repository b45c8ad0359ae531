// The tap that opens View fleet sends the first page's call at once (src/app/startOnOpen.ts), so the
// answer travels while the screen's code loads and draws; the screen then uses that call, not a second.
// The real API client against the simulator over HTTP on 127.0.0.1.
import { cleanup, screen } from '@testing-library/react';
import flows from 'virtual:flows';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderApi } from '../../src/api/client.ts';
import type { ProviderApi } from '../../src/api/provider.ts';
import { startOnOpen } from '../../src/app/startOnOpen.ts';
import ViewFleetScreen from '../../src/screens/fleet/ViewFleetScreen.tsx';
import { forgetFleetList } from '../../src/screens/fleet/useFleetList.ts';
import { forgetFleetPages, resetFleetView } from '../../src/state/fleet.ts';
import { signIn, signOut } from '../../src/state/session.ts';
import { clientDeps } from '../support/httpSimulator.ts';
import { initTestI18n, renderScreen, testStep } from '../support/renderScreen.tsx';
import { testConfig } from '../support/testConfig.ts';
import { startSimProcess, type SimProcess } from './simProcess.ts';

let sim: SimProcess;
const tokens: Record<string, string> = {};

/** the real client as `email`, noting each fleet page asked for */
function watchedApi(email: string) {
  const real = createProviderApi(clientDeps(sim.url, { getToken: () => tokens[email] }));
  const asked: (string | undefined)[] = [];
  const fleetSites: ProviderApi['fleetSites'] = (query, signal) => {
    asked.push(query.cursor);
    return real.fleetSites(query, signal);
  };
  return { api: { ...real, fleetSites }, asked };
}

const fleetStep = testStep({
  path: '/view-fleet',
  screen: 'viewFleet',
  title: 'fleet.view.title',
  on: { site: '/solshares-at-site?from=view-fleet&projectId=:projectId' },
});

beforeAll(async () => {
  await initTestI18n();
  sim = await startSimProcess();
  for (const email of ['fleet@example.com']) {
    const r = await createProviderApi(clientDeps(sim.url, {})).login({ email, password: 'solshare-demo' });
    if (!r.ok) throw new Error(`no login for ${email}`);
    tokens[email] = r.data.token;
  }
});
afterAll(() => sim.close());
beforeEach(() => {
  resetFleetView();
  forgetFleetList();
  forgetFleetPages();
});
afterEach(() => {
  cleanup();
  signOut();
});

describe('the tap that opens View fleet', () => {
  it('sends the first page of sites before the screen is drawn, and the screen shows that answer without asking again', async () => {
    signIn(tokens['fleet@example.com']);
    const { api, asked } = watchedApi('fleet@example.com');
    await startOnOpen('/view-fleet', { flows, api, config: testConfig() });
    expect(asked).toEqual([undefined]); // the first page (no cursor), with no screen drawn yet

    renderScreen(ViewFleetScreen, fleetStep, { api });
    expect(await screen.findByText('1000 sites')).toBeInTheDocument();
    expect(screen.getAllByTestId('fleet-site').length).toBeGreaterThan(3);
    expect(asked).toEqual([undefined]);
  });

  it('asks for nothing when nobody is logged in (the login guard sends them to /login)', async () => {
    const { api, asked } = watchedApi('fleet@example.com');
    await startOnOpen('/view-fleet', { flows, api, config: testConfig() });
    expect(asked).toEqual([]);
  });

  it('asks for nothing on a screen whose kind has no first answer of its own to fetch', async () => {
    signIn(tokens['fleet@example.com']);
    const { api, asked } = watchedApi('fleet@example.com');
    await startOnOpen('/welcome', { flows, api, config: testConfig() });
    await startOnOpen('/no-such-route', { flows, api, config: testConfig() });
    expect(asked).toEqual([]);
  });
});
