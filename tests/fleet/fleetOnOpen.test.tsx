// View fleet's kind asks for the first page as its route opens (its onOpen in src/screens/kinds.ts, called by
// FlowRoute), so the answer travels while the screen's code loads and draws; the screen then uses that
// call, not a second.
// The real API client against the simulator, in-process.
import { cleanup, screen } from '@testing-library/react';
import flows from 'virtual:flows';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src/app/AppContext.tsx';
import { isPreloadable, screenKinds } from '../../src/screens/kinds.ts';
import ViewFleetScreen from '../../src/screens/fleet/ViewFleetScreen.tsx';
import { forgetFleetList } from '../../src/screens/fleet/useFleetList.ts';
import { fleetView, forgetFleetPages, resetFleetView } from '../../src/state/fleet.ts';
import { FAST } from '../simulator/helpers.ts';
import { initTestI18n, renderScreen, testStep } from '../support/renderScreen.tsx';
import { renderRoute } from '../support/renderRoute.tsx';
import { simulatorClient, type SimulatorSession } from '../support/simulatorClient.ts';
import { watchedFleetApi, type AskedPage } from '../support/watchedFleetApi.ts';

let session: SimulatorSession;

const watchedApi = () => watchedFleetApi(session.api);
const cursors = (asked: AskedPage[]) => asked.map((a) => a.cursor);

const fleetStep = testStep({
  path: '/view-fleet',
  screen: 'viewFleet',
  title: 'fleet.view.title',
  on: { site: '/solshares-at-site?from=view-fleet&projectId=:projectId' },
});

/** what FlowRoute does as /view-fleet opens */
function openRoute(services: AppServices): Promise<unknown> {
  const kind = screenKinds.viewFleet.component;
  if (!isPreloadable(kind) || !kind.onOpen) throw new Error('viewFleet has no onOpen');
  return Promise.resolve(kind.onOpen(fleetStep, services, ''));
}

beforeAll(async () => {
  await initTestI18n();
  session = await simulatorClient({ as: 'fleet@example.com', simulator: { speed: FAST } });
});
beforeEach(() => {
  resetFleetView();
  forgetFleetList();
  forgetFleetPages();
});
afterEach(cleanup);

describe('opening View fleet', () => {
  it('sends the first page of sites before the screen is drawn, and the screen shows that answer without asking again', async () => {
    const { api, asked } = watchedApi();
    await openRoute({ flows, api, config: session.config });
    expect(cursors(asked)).toEqual([undefined]); // the first page (no cursor), with no screen drawn yet

    renderScreen(ViewFleetScreen, fleetStep, { api });
    expect(await screen.findByText('1000 sites')).toBeInTheDocument();
    expect(screen.getAllByTestId('fleet-site').length).toBeGreaterThan(3);
    expect(cursors(asked)).toEqual([undefined]);
  });

  it('asks with the search and health kept from the last visit, which the screen then shows', async () => {
    Object.assign(fleetView, { text: 'george', health: 'critical' });
    const { api, asked } = watchedApi();
    await openRoute({ flows, api, config: session.config });
    renderScreen(ViewFleetScreen, fleetStep, { api });
    await screen.findByTestId('fleet-count');
    const cards = await screen.findAllByTestId('fleet-site');
    expect(cards.every((c) => /george/i.test(c.textContent ?? ''))).toBe(true);
    expect(cursors(asked)).toEqual([undefined]);
  });

  it('sends no call when the route opens again while the list holds its first page fresh', async () => {
    const { api, asked } = watchedApi();
    await openRoute({ flows, api, config: session.config });
    renderScreen(ViewFleetScreen, fleetStep, { api });
    expect(await screen.findByText('1000 sites')).toBeInTheDocument();
    cleanup();

    await openRoute({ flows, api, config: session.config }); // back from a site, seconds later
    renderScreen(ViewFleetScreen, fleetStep, { api });
    expect(await screen.findAllByTestId('fleet-site')).not.toHaveLength(0);
    expect(cursors(asked)).toEqual([undefined]);
  });

  it('with no network, the call sent as the route opened gives the pages last seen, marked as such', async () => {
    await openRoute({ flows, api: session.api, config: session.config });
    renderScreen(ViewFleetScreen, fleetStep, { api: session.api });
    await screen.findByText('1000 sites');
    const firstSeen = screen.getAllByTestId('fleet-site')[0].textContent;
    cleanup();
    forgetFleetList(); // as after a restart of the app, offline

    const offline = {
      ...session.api,
      fleetSites: () => Promise.resolve({ ok: false as const, status: 0, kind: 'offline' as const, message: 'x' }),
    };
    await openRoute({ flows, api: offline, config: session.config });
    renderScreen(ViewFleetScreen, fleetStep, { api: offline });
    expect(await screen.findByTestId('fleet-offline')).toHaveTextContent(/No network: these are the sites as you saw/);
    expect(screen.getAllByTestId('fleet-site')[0].textContent).toBe(firstSeen);
  });

  it('shows the failure of the call sent as the route opened, and the route opened again asks again', async () => {
    // the whole app (FlowRoute opens the route), logged in as a provider
    const app = await renderRoute('/welcome', { as: 'provider@example.com' });
    app.sim.state.faults.push({ operation: 'fleetSites', times: 1, status: 404 });
    app.navigate('/view-fleet');
    expect(await screen.findByText(/The server could not find your fleet/)).toBeInTheDocument();
    expect(app.sim.state.faults[0].times).toBe(0); // one call, the one sent as the route opened

    app.navigate('/welcome');
    await screen.findByRole('button', { name: /^View fleet/ });
    app.navigate('/view-fleet');
    expect(await screen.findAllByTestId('fleet-site')).not.toHaveLength(0);
    expect(screen.queryByText(/The server could not find your fleet/)).toBeNull();
  });
});
