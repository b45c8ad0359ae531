// View fleet's kind asks for the first page as its route opens (lazyScreen's onOpen, called by
// FlowRoute), so the answer travels while the screen's code loads and draws; the screen then uses that
// call, not a second.
// The real API client against the simulator over HTTP on 127.0.0.1.
import { cleanup, screen } from '@testing-library/react';
import flows from 'virtual:flows';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderApi } from '../../src/api/client.ts';
import type { ProviderApi } from '../../src/api/provider.ts';
import type { AppServices } from '../../src/app/AppContext.tsx';
import { fleetScreens } from '../../src/screens/fleet/components.ts';
import { isPreloadable } from '../../src/screens/lazyScreen.ts';
import ViewFleetScreen from '../../src/screens/fleet/ViewFleetScreen.tsx';
import { forgetFleetList } from '../../src/screens/fleet/useFleetList.ts';
import { fleetView, forgetFleetPages, resetFleetView } from '../../src/state/fleet.ts';
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

/** what FlowRoute does as /view-fleet opens */
function openRoute(services: AppServices): Promise<unknown> {
  const kind = fleetScreens.viewFleet;
  if (!isPreloadable(kind) || !kind.onOpen) throw new Error('viewFleet has no onOpen');
  return Promise.resolve(kind.onOpen(fleetStep, services, ''));
}

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

describe('opening View fleet', () => {
  it('sends the first page of sites before the screen is drawn, and the screen shows that answer without asking again', async () => {
    signIn(tokens['fleet@example.com']);
    const { api, asked } = watchedApi('fleet@example.com');
    await openRoute({ flows, api, config: testConfig() });
    expect(asked).toEqual([undefined]); // the first page (no cursor), with no screen drawn yet

    renderScreen(ViewFleetScreen, fleetStep, { api });
    expect(await screen.findByText('1000 sites')).toBeInTheDocument();
    expect(screen.getAllByTestId('fleet-site').length).toBeGreaterThan(3);
    expect(asked).toEqual([undefined]);
  });

  it('asks with the search and health kept from the last visit, which the screen then shows', async () => {
    signIn(tokens['fleet@example.com']);
    Object.assign(fleetView, { text: 'george', health: 'critical' });
    const { api, asked } = watchedApi('fleet@example.com');
    await openRoute({ flows, api, config: testConfig() });
    renderScreen(ViewFleetScreen, fleetStep, { api });
    await screen.findByTestId('fleet-count');
    const cards = await screen.findAllByTestId('fleet-site');
    expect(cards.every((c) => /george/i.test(c.textContent ?? ''))).toBe(true);
    expect(asked).toEqual([undefined]);
  });
});
