// View fleet on the real API client against the in-process simulator, signed in as the
// demo fleet's provider with 1,000 sites: the server searches, filters, sorts and pages.
// (SolShares at site: solsharesAtSite.test.tsx; access control: accessControl.test.tsx)
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderApi } from '../../src/api/provider.ts';
import type { FleetSite } from '../../src/api/types.ts';
import ViewFleetScreen from '../../src/screens/fleet/ViewFleetScreen.tsx';
import { forgetFleetList } from '../../src/screens/fleet/useFleetList.ts';
import { fleet, forgetFleetPages, resetFleetView } from '../../src/state/fleet.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { session } from '../../src/state/session.ts';
import { clearSystemInfo } from '../../src/state/systemInfo.ts';
import { FAST } from '../simulator/helpers.ts';
import { initTestI18n, renderScreen, testStep } from '../support/renderScreen.tsx';
import { simPost, simulatorClient, type Simulator } from '../support/simulatorClient.ts';
import { watchedFleetApi } from '../support/watchedFleetApi.ts';

let sim: Simulator;
let api: ProviderApi;
let sites: FleetSite[];

const watchedApi = () => watchedFleetApi(api);

const fleetStep = testStep({
  path: '/view-fleet',
  screen: 'viewFleet',
  title: 'fleet.view.title',
  on: { site: '/solshares-at-site?from=view-fleet&projectId=:projectId' },
});

beforeAll(async () => {
  await initTestI18n();
  ({ sim, api } = await simulatorClient({ as: 'fleet@example.com', simulator: { speed: FAST } }));
  const f = await api.fleets();
  sites = f.ok ? f.data : [];
});
beforeEach(() => {
  Object.assign(fleet, { loaded: false });
  resetFleetView();
  forgetFleetList(); // each test opens the screen as after a fresh start
  forgetFleetPages();
  session.email = 'fleet@example.com';
  Object.assign(project, emptyProject());
});
afterEach(() => {
  cleanup();
  clearSystemInfo();
});

const cards = () => screen.getAllByTestId('fleet-site');

describe('/view-fleet with 1,000 sites, a page at a time from the server', () => {
  it('shows the fleet size, the counts by health and the first sites worst first, drawing only what fits', async () => {
    const { api: watched, asked } = watchedApi();
    renderScreen(ViewFleetScreen, fleetStep, { api: watched });
    expect(await screen.findByText('1000 sites')).toBeInTheDocument();
    expect(cards().length).toBeGreaterThan(3);
    expect(cards().length).toBeLessThan(30); // virtualised: not a card per site of the page
    expect(within(cards()[0]).getByText('Critical fault')).toBeInTheDocument();
    const critical = sites.filter((s) => s.worstState === 'critical').length;
    expect(screen.getByRole('button', { name: `Critical (${critical})` })).toBeInTheDocument();
    // the first page only, not the fleet (StrictMode mounts twice in tests: the first mount's call is cancelled)
    expect(asked.length).toBeLessThanOrEqual(2);
    expect(asked.every((a) => a.cursor === undefined)).toBe(true);
  });

  it('searches on the server once typing pauses, and cancels the search the next keystroke replaced', async () => {
    const target = sites.find((s) => s.worstState === 'critical' && (s.unitCount ?? 0) > 1)!;
    const street = target.address.split(',')[0];
    const { api: watched, asked } = watchedApi();
    renderScreen(ViewFleetScreen, fleetStep, { api: watched });
    await screen.findByText('1000 sites');
    const search = screen.getByLabelText('Search sites');

    // the next search answers slowly, so the keystroke after it overtakes it
    await simPost(sim, '/__sim/faults', { operation: 'fleetSites', delayMs: 3000, times: 1 });
    fireEvent.change(search, { target: { value: street.slice(0, -1) } });
    await waitFor(() => expect(asked.map((a) => a.q)).toContain(street.slice(0, -1)));
    fireEvent.change(search, { target: { value: street } });
    await waitFor(() => expect(asked.at(-1)?.q).toBe(street));
    expect(asked.find((a) => a.q === street.slice(0, -1))?.signal?.aborted).toBe(true);
    // the sites already shown narrow at once ("Searching…"); the server's answer then counts them all
    await waitFor(() => expect(screen.getByTestId('fleet-count')).toHaveTextContent(/^\d+ sites?$/));
    expect(screen.getByTestId('fleet-count')).not.toHaveTextContent('1000 sites');
    await waitFor(() => expect(cards().some((c) => c.textContent?.includes(target.address))).toBe(true));
    expect(cards().every((c) => c.textContent?.toLowerCase().includes(street.toLowerCase()))).toBe(true);

    fireEvent.change(search, { target: { value: target.serials![1].toLowerCase().replace(/_/g, ' ') } });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent(target.address);
    // a keystroke in a pause-free burst asks once, for the text typed last
    const before = asked.length;
    for (const v of ['h', 'ha', 'hau', 'haup']) fireEvent.change(search, { target: { value: v } });
    await waitFor(() => expect(asked.at(-1)?.q).toBe('haup'));
    expect(asked.length - before).toBe(1);
  });

  it('keeps only critical sites when asked, and clears the search and filter on request', async () => {
    renderScreen(ViewFleetScreen, fleetStep, { api });
    await screen.findByText('1000 sites');
    fireEvent.click(screen.getByRole('button', { name: /^Critical \(/ }));
    const critical = sites.filter((s) => s.worstState === 'critical');
    await waitFor(() => expect(screen.getByTestId('fleet-count')).toHaveTextContent(`${critical.length} sites`));
    expect(cards().every((c) => c.querySelector('[data-health]')?.getAttribute('data-health') === 'critical')).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('Search sites'), { target: { value: 'no such street anywhere' } });
    expect(await screen.findByText('No site matches. Check the spelling or show all sites.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search and show all sites' }));
    await waitFor(() => expect(screen.getByTestId('fleet-count')).toHaveTextContent('1000 sites'));
  });

  it('opens the chosen site with from=view-fleet', async () => {
    const { history } = renderScreen(ViewFleetScreen, fleetStep, { api });
    await screen.findByText('1000 sites');
    fireEvent.click(cards()[2]);
    const id = history.at(-1)?.match(/projectId=(\d+)$/)?.[1];
    expect(sites.some((s) => String(s.id) === id)).toBe(true);
  });

  it('with no network shows the pages last seen, marked with when they were seen', async () => {
    renderScreen(ViewFleetScreen, fleetStep, { api });
    await screen.findByText('1000 sites');
    const firstSeen = cards()[0].textContent;
    cleanup();
    forgetFleetList(); // as after a restart of the app, offline
    const offline = api;
    renderScreen(ViewFleetScreen, fleetStep, {
      api: { ...offline, fleetSites: () => Promise.resolve({ ok: false, status: 0, kind: 'offline', message: 'x' }) },
    });
    expect(await screen.findByTestId('fleet-offline')).toHaveTextContent(/No network: these are the sites as you saw/);
    expect(screen.getByText('1000 sites')).toBeInTheDocument();
    expect(cards()[0].textContent).toBe(firstSeen);
  });
});
