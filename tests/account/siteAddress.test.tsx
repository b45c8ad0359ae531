// /add-a-site: L-12, L-13 texts; choosing a suggestion fills coordinates and country and hides the
// country select (E-04, E-05); editing the address afterwards brings it back (H-16); E-07 messages.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import FormScreen from '../../src/screens/core/FormScreen.tsx';
import { formDrafts } from '../../src/state/formDrafts.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { initTestI18n, loadForms, renderScreen, testStep } from '../support/renderScreen.tsx';
import { fail, ok } from '../support/apiResults.ts';

const addStep = testStep({
  path: '/add-a-site',
  screen: 'form',
  form: 'siteAddress',
  run: 'saveSiteAddress',
  on: { saved: '/commission/2' },
});
const sydney = {
  formatted: '1 Main St, Sydney NSW 2000, Australia',
  subpremise: '',
  street_number: '1',
  route: 'Main St',
  locality: 'Sydney',
  administrative_area_level_1: 'NSW',
  administrative_area_level_2: '',
  country: 'AU' as const,
  postal_code: '2000',
  latitude: -33.87,
  longitude: 151.21,
};

beforeAll(initTestI18n);
beforeAll(loadForms('siteAddress'));
beforeEach(() => {
  for (const k of Object.keys(formDrafts)) delete formDrafts[k];
  Object.assign(project, emptyProject());
});

const countrySelect = () => screen.queryByLabelText(/^Country/);

describe('site address form', () => {
  // The file's first form: its module is loaded in beforeAll, and nothing here waits for time; what is
  // left is work (the first render of the form, six keystrokes each re-rendering it), which took up to
  // 14.5 s of the 15 s per test at load 13-20 on 2 cores, hence a longer limit for this one test.
  it(
    'submits with the first tap right after the address field loses focus (no hold outside H-16)',
    { timeout: 30_000 },
    async () => {
      const { location } = renderScreen(FormScreen, addStep, {
        api: { geocodeSearch: async () => ok({ results: [sydney] }) },
      });
      await userEvent.type(await screen.findByLabelText(/^Address/), '1 Main');
      await userEvent.click(await screen.findByRole('option', { name: sydney.formatted }));
      await userEvent.click(screen.getByLabelText(/^Address/));
      await userEvent.click(screen.getByRole('button', { name: 'NEXT' })); // blurs the address and submits
      await waitFor(() => expect(location.history?.at(-1)).toBe('/commission/2'));
    },
  );

  it('where the step holds save after the address blurs (H-16, M-21), queues the tap and submits once after 500 ms', async () => {
    const held = testStep({ ...addStep, props: { holdSubmitOnAddressBlur: true } });
    const { location } = renderScreen(FormScreen, held, {
      api: { geocodeSearch: async () => ok({ results: [sydney] }) },
    });
    await userEvent.type(await screen.findByLabelText(/^Address/), '1 Main');
    await userEvent.click(await screen.findByRole('option', { name: sydney.formatted }));
    await userEvent.click(screen.getByLabelText(/^Address/));
    const tappedAt = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getByRole('button', { name: 'NEXT' })).toBeEnabled(); // never disabled under the finger
    expect(location.history?.at(-1)).not.toBe('/commission/2');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/commission/2'));
    expect(Date.now() - tappedAt).toBeGreaterThanOrEqual(450);
  });

  it('asks for the address and the country with the exact texts', async () => {
    renderScreen(FormScreen, addStep, { api: { geocodeSearch: vi.fn() } });
    await userEvent.click(await screen.findByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('please input address')).toBeInTheDocument();
    expect(screen.getByText('please select country')).toBeInTheDocument();
  });

  it('fills coordinates and country from a suggestion, hides the country select and saves', async () => {
    const geocodeSearch = vi.fn(async () => ok({ results: [sydney] }));
    const { location } = renderScreen(FormScreen, addStep, { api: { geocodeSearch } });
    await userEvent.type(await screen.findByLabelText(/^Address/), '1 Main');
    await userEvent.click(await screen.findByRole('option', { name: sydney.formatted }));
    await waitFor(() => expect(countrySelect()).toBeNull());
    expect(geocodeSearch).toHaveBeenLastCalledWith('1 Main', expect.anything(), 'en'); // in the UI's language
    await userEvent.type(screen.getByLabelText(/^SolShare name/), ' Block A ');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/commission/2'));
    expect(project.address).toEqual({
      address: sydney.formatted,
      latitude: -33.87,
      longitude: 151.21,
      country: 'AU',
      solshareName: 'Block A',
    });
  });

  it('clears the coordinates when the address is edited after a choice, so the country is asked again', async () => {
    renderScreen(FormScreen, addStep, { api: { geocodeSearch: async () => ok({ results: [sydney] }) } });
    await userEvent.type(await screen.findByLabelText(/^Address/), '1 Main');
    await userEvent.click(await screen.findByRole('option', { name: sydney.formatted }));
    await waitFor(() => expect(countrySelect()).toBeNull());
    await userEvent.type(screen.getByLabelText(/^Address/), 'x');
    await waitFor(() => expect(countrySelect()).not.toBeNull());
  });

  it('saves a typed address with a chosen country when there are no suggestions', async () => {
    const { location } = renderScreen(FormScreen, addStep, {
      api: { geocodeSearch: async () => fail('Geocoder down', 503) },
    });
    await userEvent.type(await screen.findByLabelText(/^Address/), '5 Hill Rd, Bath');
    expect(
      await screen.findByText(/Address suggestions are not available right now\. The server had a problem/),
    ).toBeInTheDocument();
    await userEvent.selectOptions(countrySelect()!, 'United Kingdom');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/commission/2'));
    expect(project.address).toMatchObject({
      address: '5 Hill Rd, Bath',
      latitude: null,
      longitude: null,
      country: 'GB',
    });
  });

  it('tells apart the three use-my-location problems (E-07)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const position = (coords: boolean) => ({
      getCurrentPosition: (yes: PositionCallback, no: PositionErrorCallback) =>
        coords
          ? yes({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition)
          : no({ code: 1, message: 'denied' } as GeolocationPositionError),
    });
    const cases = [
      { coords: false, reverse: async () => ok({ results: [] }), text: /could not tell us where you are/ },
      { coords: true, reverse: async () => ok({ results: [] }), text: /could not find an address for your location/ },
      { coords: true, reverse: async () => fail('boom', 500), text: /went wrong while looking up the address/ },
    ];
    for (const c of cases) {
      Object.defineProperty(navigator, 'geolocation', { value: position(c.coords), configurable: true });
      const view = renderScreen(FormScreen, addStep, { api: { geocodeReverse: c.reverse } });
      await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
      expect(await screen.findByText(c.text)).toBeInTheDocument();
      view.unmount();
    }
  });
});
