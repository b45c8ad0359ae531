// View fleet on the real API client against the (SolShares at site: solsharesAtSite.test.tsx; access control: accessControl.test.tsx)
// simulator (over HTTP on 127.0.0.1), signed in as the demo fleet's provider with 1,000 sites.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderApi } from '../../src/api/client.ts';
import type { FleetSite } from '../../src/api/types.ts';
import ViewFleetScreen from '../../src/screens/fleet/ViewFleetScreen.tsx';
import { fleet, fleetView, FLEET_PAGE } from '../../src/state/fleet.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { clearSystemInfo } from '../../src/state/systemInfo.ts';
import { startSimProcess, type SimProcess } from './simProcess.ts';
import { initTestI18n, renderScreen, testStep } from '../support/renderScreen.tsx';
import { clientDeps } from '../support/httpSimulator.ts';

let sim: SimProcess;
let token: string | undefined;
let sites: FleetSite[];
const api = () => createProviderApi(clientDeps(sim.url, { getToken: () => token }));

const fleetStep = testStep({
  path: '/view-fleet',
  screen: 'viewFleet',
  title: 'fleet.view.title',
  on: { site: '/solshares-at-site?from=view-fleet&projectId=:projectId' },
});

beforeAll(async () => {
  await initTestI18n();
  sim = await startSimProcess();
  const r = await api().login({ email: 'fleet@example.com', password: 'solshare-demo' });
  token = r.ok ? r.data.token : undefined;
  const f = await api().fleets();
  sites = f.ok ? f.data : [];
});
afterAll(() => sim.close());
beforeEach(() => {
  Object.assign(fleet, { sites: [], loaded: false });
  Object.assign(fleetView, { text: '', health: 'all', sort: 'health', shown: FLEET_PAGE });
  Object.assign(project, emptyProject());
});
afterEach(() => {
  cleanup();
  clearSystemInfo();
});

const cards = () => screen.getAllByTestId('fleet-site');

describe('/view-fleet with 1,000 sites', () => {
  it('shows the first page, worst first, each site with its unit count and state in words', async () => {
    renderScreen(ViewFleetScreen, fleetStep, { api: api() });
    expect(await screen.findByText('Showing 20 of 1000 sites')).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    expect(within(cards()[0]).getByText('Critical fault')).toBeInTheDocument();
    expect(within(cards()[0]).getByText(/^\d SolShares?$|· \d SolShares?$/)).toBeInTheDocument();
    const critical = sites.filter((s) => s.worstState === 'critical').length;
    expect(screen.getByRole('button', { name: `Critical (${critical})` })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Show 20 more/ }));
    await waitFor(() => expect(cards()).toHaveLength(40));
  });

  it('finds a site by part of its address, then by serial, and keeps only critical sites when asked', async () => {
    const target = sites.find((s) => s.worstState === 'critical' && (s.unitCount ?? 0) > 1)!;
    renderScreen(ViewFleetScreen, fleetStep, { api: api() });
    await screen.findByText('Showing 20 of 1000 sites');
    const search = screen.getByLabelText('Search sites');
    const street = target.address.split(',')[0];
    fireEvent.change(search, { target: { value: street } });
    expect(cards().some((c) => c.textContent?.includes(target.address))).toBe(true);
    expect(cards().every((c) => c.textContent?.toLowerCase().includes(street.toLowerCase()))).toBe(true);

    fireEvent.change(search, { target: { value: target.serials![1].toLowerCase().replace(/_/g, ' ') } });
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent(target.address);

    fireEvent.change(search, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /^Critical \(/ }));
    const critical = sites.filter((s) => s.worstState === 'critical');
    await waitFor(() =>
      expect(screen.getByTestId('fleet-count')).toHaveTextContent(`Showing 20 of ${critical.length} sites`),
    );
    expect(cards().every((c) => c.querySelector('[data-health]')?.getAttribute('data-health') === 'critical')).toBe(
      true,
    );
  });

  it('says so when nothing matches and clears the search and filter on request', async () => {
    renderScreen(ViewFleetScreen, fleetStep, { api: api() });
    await screen.findByText('Showing 20 of 1000 sites');
    fireEvent.change(screen.getByLabelText('Search sites'), { target: { value: 'no such street anywhere' } });
    expect(screen.getByText('No site matches. Check the spelling or show all sites.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search and show all sites' }));
    await waitFor(() => expect(screen.getByTestId('fleet-count')).toHaveTextContent('Showing 20 of 1000 sites'));
  });

  it('opens the chosen site with from=view-fleet', async () => {
    const { history } = renderScreen(ViewFleetScreen, fleetStep, { api: api() });
    await screen.findByText('Showing 20 of 1000 sites');
    fireEvent.click(cards()[2]);
    const id = history.at(-1)?.match(/projectId=(\d+)$/)?.[1];
    expect(sites.some((s) => String(s.id) === id)).toBe(true);
  });
});
