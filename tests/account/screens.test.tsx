// /my-sites (C-09…C-11), /feedback/1 and /2 (J-05…J-08), /contact and /info-centre by region (J-09…J-11).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactScreen from '../../src/screens/account/ContactScreen.tsx';
import InfoCentreScreen from '../../src/screens/account/InfoCentreScreen.tsx';
import SitesScreen from '../../src/screens/account/SitesScreen.tsx';
import InfoScreen from '../../src/screens/core/InfoScreen.tsx';
import { fleet } from '../../src/state/fleet.ts';
import { navigation } from '../../src/state/navigation.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { session } from '../../src/state/session.ts';
import { flowStep } from '../support/flowStep.ts';
import { fail, initTestI18n, ok, renderScreen, step, testConfig } from './helpers.tsx';

beforeAll(initTestI18n);
beforeEach(() => {
  Object.assign(fleet, { sites: [], loaded: false });
  Object.assign(project, emptyProject());
  Object.assign(navigation, { current: '', previous: '' });
  session.country = 'AU';
});

describe('my sites', () => {
  const sitesStep = step({ path: '/my-sites', screen: 'sites', title: 'sites.title', progress: 5, run: 'chooseSite', on: { chosen: '/commission/2' }, buttons: [{ text: 'sites.add', run: 'clearAddress', on: { cleared: '/add-a-site' } }] });
  const sites = [{ id: 1, address: '1 Main St, Sydney', country: 'AU' as const }, { id: 2, address: '2 High St, Bath', country: 'GB' as const }];

  it('loads the fleet on arrival and choosing a site sets the project address, then opens /commission/2', async () => {
    const fleets = vi.fn(async () => ok(sites));
    const { location } = renderScreen(SitesScreen, sitesStep, { api: { fleets } });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose 2 High St, Bath' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/commission/2'));
    expect(project.address).toMatchObject({ address: '2 High St, Bath', country: 'GB', latitude: null, longitude: null });
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
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
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
    const { location } = renderScreen(InfoScreen, flowStep('/feedback/2'), { path: '/feedback/2?from=%2Fcommission%2F8' });
    expect(screen.getByText(/Thank you for your feedback/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location.history?.at(-1)).toBe('/commission/8');
  });
});

describe('contact and info centre by region', () => {
  const contactStep = step({ path: '/contact', screen: 'contact', title: 'contact.title' });
  const infoStep = step({ path: '/info-centre', screen: 'infoCentre', title: 'infoCentre.title', buttons: [{ text: 'infoCentre.procedure', to: '/commission/1?info=true' }] });

  it.each([
    ['AU', 'support.au@allumeenergy.com', 'tel:+61280000000'],
    ['US', 'support@allumeenergy.com', 'tel:+18000000000'],
    ['DE', 'support@allumeenergy.com', 'tel:+442000000000'],
  ])('a user in %s sees that region’s support contact', (country, email, tel) => {
    session.country = country;
    renderScreen(ContactScreen, contactStep);
    expect(screen.getByRole('link', { name: `Email ${email}` })).toHaveAttribute('href', `mailto:${email}`);
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', tel);
  });

  it('a logged-out user of a UK deployment, not yet located, sees the European contact (config.json defaultCountry)', () => {
    session.country = '';
    renderScreen(ContactScreen, contactStep, { config: testConfig({ defaultCountry: 'GB' }) });
    expect(screen.getByRole('link', { name: 'Email support@allumeenergy.com' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', 'tel:+442000000000');
  });

  it('during a job the contact follows the site’s country, not the installer’s', () => {
    session.country = 'AU';
    project.address = { ...project.address, country: 'GB' };
    try {
      renderScreen(ContactScreen, contactStep);
      expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', 'tel:+442000000000');
    } finally {
      project.address = { ...project.address, country: '' };
    }
  });

  it('uses the support contact of config.json when the deployment sets one', () => {
    session.country = 'NZ';
    renderScreen(ContactScreen, contactStep, { config: testConfig({ supportContacts: { Oceania: { phone: '+64 9 555 0100', email: 'help@example.nz' } } }) });
    expect(screen.getByRole('link', { name: 'Call +64 9 555 0100' })).toHaveAttribute('href', 'tel:+6495550100');
  });

  it('shows the documents of the user’s region, lets the user switch region, and links the procedure', async () => {
    session.country = 'GB';
    const { location } = renderScreen(InfoCentreScreen, infoStep);
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Europe');
    expect(screen.getByRole('link', { name: /Data sheets/ }).getAttribute('href')).toContain('/uk/');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Americas');
    expect(screen.getByRole('link', { name: /Data sheets/ }).getAttribute('href')).toContain('/us/');
    await userEvent.click(within(document.body).getByRole('button', { name: 'Start-up and shutdown procedure' }));
    expect(location.history?.at(-1)).toBe('/commission/1?info=true');
  });
});
