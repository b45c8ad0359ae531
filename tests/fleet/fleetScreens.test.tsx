// Issue 14: View fleet, SolShares at site and access control on the real API client against the
// simulator (over HTTP on 127.0.0.1), signed in as the demo fleet's provider with 1,000 sites.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderApi, type ApiDeps } from '../../src/api/client.ts';
import type { FleetSite } from '../../src/api/types.ts';
import AccessControlScreen from '../../src/screens/fleet/AccessControlScreen.tsx';
import SolsharesAtSiteScreen from '../../src/screens/fleet/SolsharesAtSiteScreen.tsx';
import ViewFleetScreen from '../../src/screens/fleet/ViewFleetScreen.tsx';
import { fleet, fleetView, FLEET_PAGE } from '../../src/state/fleet.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { clearSystemInfo } from '../../src/state/systemInfo.ts';
import { startSimProcess, type SimProcess } from './simProcess.ts';
import { initTestI18n, renderScreen, step } from './helpers.tsx';

let sim: SimProcess;
let token: string | undefined;
let sites: FleetSite[];
const deps = (): ApiDeps => ({ baseUrl: sim.url, getToken: () => token, onUnauthorized: () => {}, reportError: () => {}, timeoutMs: 10_000 });
const api = () => createProviderApi(deps());

const fleetStep = step({ path: '/view-fleet', screen: 'viewFleet', title: 'fleet.view.title', on: { site: '/solshares-at-site?from=view-fleet&projectId=:projectId' } });
const atSiteStep = step({ path: '/solshares-at-site', screen: 'solsharesAtSite', title: 'fleet.atSite.title', run: 'loadSystemInfo', on: { ready: '/system-info', backToSystemInfo: '/system-info', backToFleet: '/view-fleet' } });
const accessStep = step({ path: '/access-control', screen: 'accessControl', title: 'systemInfo.access.title', run: 'sendInvite', on: { sent: { notice: 'success.invite.sent' } } });

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

// 1,000 sites come over HTTP from the simulator process and are checked against the contract: on a
// busy machine that takes seconds, more than Testing Library's default second
const LOADED = { timeout: 10_000 };
const cards = () => screen.getAllByTestId('fleet-site');

describe('/view-fleet with 1,000 sites', () => {
  it('shows the first page, worst first, each site with its unit count and state in words', async () => {
    renderScreen(ViewFleetScreen, fleetStep, { api: api() });
    expect(await screen.findByText('Showing 20 of 1000 sites', undefined, LOADED)).toBeInTheDocument();
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
    await screen.findByText('Showing 20 of 1000 sites', undefined, LOADED);
    const search = screen.getByLabelText('Search sites');
    const street = target.address.split(',')[0];
    fireEvent.input(search, { target: { value: street } });
    expect(cards().some((c) => c.textContent?.includes(target.address))).toBe(true);
    expect(cards().every((c) => c.textContent?.toLowerCase().includes(street.toLowerCase()))).toBe(true);

    fireEvent.input(search, { target: { value: target.serials![1].toLowerCase().replace(/_/g, ' ') } });
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent(target.address);

    fireEvent.input(search, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /^Critical \(/ }));
    const critical = sites.filter((s) => s.worstState === 'critical');
    await waitFor(() => expect(screen.getByTestId('fleet-count')).toHaveTextContent(`Showing 20 of ${critical.length} sites`));
    expect(cards().every((c) => c.querySelector('[data-health]')?.getAttribute('data-health') === 'critical')).toBe(true);
  });

  it('says so when nothing matches and clears the search and filter on request', async () => {
    renderScreen(ViewFleetScreen, fleetStep, { api: api() });
    await screen.findByText('Showing 20 of 1000 sites', undefined, LOADED);
    fireEvent.input(screen.getByLabelText('Search sites'), { target: { value: 'no such street anywhere' } });
    expect(screen.getByText('No site matches. Check the spelling or show all sites.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search and show all sites' }));
    await waitFor(() => expect(screen.getByTestId('fleet-count')).toHaveTextContent('Showing 20 of 1000 sites'));
  });

  it('opens the chosen site with from=view-fleet', async () => {
    const { history } = renderScreen(ViewFleetScreen, fleetStep, { api: api() });
    await screen.findByText('Showing 20 of 1000 sites', undefined, LOADED);
    fireEvent.click(cards()[2]);
    const id = history.at(-1)?.match(/projectId=(\d+)$/)?.[1];
    expect(sites.some((s) => String(s.id) === id)).toBe(true);
  });
});

describe('/solshares-at-site from the fleet', () => {
  it('heads the page with the site\'s name and address and shows each unit\'s state, fault counts and connection', async () => {
    const target = sites.find((s) => s.worstState === 'offline' && (s.unitCount ?? 0) > 1)!;
    renderScreen(SolsharesAtSiteScreen, atSiteStep, { api: api(), path: `/solshares-at-site?from=view-fleet&projectId=${target.id}` });
    expect(await screen.findByTestId('site-heading')).toHaveTextContent(target.solshareName!);
    expect(screen.getByText(target.address)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('site-unit')).toHaveLength(target.unitCount!));
    const states = screen.getAllByTestId('site-unit').map((u) => u.querySelector('[data-health]')?.getAttribute('data-health'));
    expect(states).toContain('offline');
    expect(states).not.toContain('critical');
    const offline = screen.getAllByTestId('site-unit').find((u) => u.querySelector('[data-health="offline"]'))!;
    expect(within(offline).getByText('Offline: no network')).toBeInTheDocument();
    expect(within(offline).getByText(/^1 non-critical fault|non-critical faults$/)).toBeInTheDocument(); // H-34
  });
});

describe('/access-control', () => {
  it('lists who has access and adds the invitee after the confirmed invite (G-06, G-07)', async () => {
    const serial = sites[0].serials![0];
    Object.assign(project, emptyProject(), { serialNumber: serial });
    renderScreen(AccessControlScreen, accessStep, { api: api() });
    const who = await screen.findByRole('list', { name: 'Who has access' });
    expect(within(who).getByText('Fran Fleet')).toBeInTheDocument();
    fireEvent.input(screen.getByLabelText("Asset manager's email"), { target: { value: 'am@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEND INVITE' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Yes, send the invitation' }));
    });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Who has access' })).getByText('am@example.com')).toBeInTheDocument());
    const records = await (await fetch(`${sim.url}/__sim/records`)).json();
    expect(records.invites.at(-1)).toMatchObject({ serial, email: 'am@example.com', serialNum: serial, by: 'fleet@example.com' });
  });
});
