// /my-sites (C-09…C-11), /feedback/1 and /2 (J-05…J-08). /contact and /info-centre: regionViews.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import SitesScreen from '../../src/screens/account/SitesScreen.tsx';
import InfoScreen from '../../src/screens/core/InfoScreen.tsx';
import { fleet } from '../../src/state/fleet.ts';
import { navigation } from '../../src/state/navigation.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { session } from '../../src/state/session.ts';
import { flowStep } from '../support/flowStep.ts';
import { initTestI18n, renderScreen, testStep } from '../support/renderScreen.tsx';
import { fail, ok } from '../support/apiResults.ts';

beforeAll(initTestI18n);
beforeEach(() => {
  Object.assign(fleet, { sites: [], loaded: false });
  Object.assign(project, emptyProject());
  Object.assign(navigation, { current: '', previous: '' });
  session.country = 'AU';
});

describe('my sites', () => {
  const sitesStep = testStep({
    path: '/my-sites',
    screen: 'sites',
    title: 'sites.title',
    progress: 5,
    run: 'chooseSite',
    on: { chosen: '/commission/2' },
    buttons: [{ text: 'sites.add', run: 'clearAddress', on: { cleared: '/add-a-site' } }],
  });
  const sites = [
    { id: 1, address: '1 Main St, Sydney', country: 'AU' as const },
    { id: 2, address: '2 High St, Bath', country: 'GB' as const },
  ];

  it('loads the fleet on arrival and choosing a site sets the project address, then opens /commission/2', async () => {
    const fleets = vi.fn(async () => ok(sites));
    const { location } = renderScreen(SitesScreen, sitesStep, { api: { fleets } });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose 2 High St, Bath' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/commission/2'));
    expect(project.address).toMatchObject({
      address: '2 High St, Bath',
      country: 'GB',
      latitude: null,
      longitude: null,
    });
  });

  it('ADD A SITE clears the project address and opens /add-a-site', async () => {
    Object.assign(fleet, { sites, loaded: true });
    project.address = { address: 'old', latitude: 1, longitude: 2, country: 'AU', solshareName: 'x' };
    const { location } = renderScreen(SitesScreen, sitesStep, { api: { fleets: vi.fn() } });
    await userEvent.click(screen.getByRole('button', { name: 'ADD A SITE' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/add-a-site'));
    expect(project.address.address).toBe('');
  });

  it('says what failed and retries the load', async () => {
    let down = true;
    const fleets = vi.fn(async () => (down ? fail('Service unavailable', 503) : ok(sites)));
    renderScreen(SitesScreen, sitesStep, { api: { fleets } });
    expect(await screen.findByText(/The server had a problem/)).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Choose 1 Main St, Sydney' })).toBeInTheDocument();
  });

  it('tells the user when there are no sites yet', async () => {
    renderScreen(SitesScreen, sitesStep, { api: { fleets: async () => ok([]) } });
    expect(await screen.findByText(/You have no sites yet/)).toBeInTheDocument();
  });
});

describe('after feedback', () => {
  it('takes the user back to where feedback started (J-08)', async () => {
    const { location } = renderScreen(InfoScreen, flowStep('/feedback/2'), {
      path: '/feedback/2?from=%2Fcommission%2F8',
    });
    expect(screen.getByText(/Thank you for your feedback/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location.history?.at(-1)).toBe('/commission/8');
  });
});
