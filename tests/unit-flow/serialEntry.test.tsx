// The serial screen (D-02…D-04, L-15, L-16; Y.1 rows 7, 9, 10): exact messages, normalisation shown,
// and the normalised serial handed to the step's handler.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadHandler } from '../../src/handlers/loadHandler.ts';
import SerialEntryScreen from '../../src/screens/unit/SerialEntryScreen.tsx';
import { project } from '../../src/state/project.ts';
import { cleanState, fakeApi, ok } from './fakes.ts';
import { initTestI18n, renderStep, step } from './renderStep.tsx';

const commission3 = step({ path: '/commission/3', screen: 'serialEntry', run: 'setCommissioningSerial', title: 'serial.entry.title', on: { set: '/commission/5' } });

// the handlers load lazily: load them first, so the first NEXT is not timed by a cold import
beforeAll(async () => { await initTestI18n(); await loadHandler('setCommissioningSerial'); });
beforeEach(cleanState);
afterEach(cleanup); // this project runs vitest without globals, so Testing Library does not clean up itself

const field = () => screen.getByLabelText('Serial number');
const next = () => screen.getByRole('button', { name: 'NEXT' });

describe('serial entry', () => {
  it('an empty serial says `Please input serial number` (Y.1 row 9)', async () => {
    renderStep(SerialEntryScreen, commission3);
    await userEvent.click(next());
    expect(screen.getByRole('alert')).toHaveTextContent(/^✖ Please input serial number$/);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('only spaces count as empty (Y.1 row 10)', async () => {
    renderStep(SerialEntryScreen, commission3);
    await userEvent.type(field(), '   ');
    await userEvent.click(next());
    expect(screen.getByRole('alert')).toHaveTextContent('Please input serial number');
  });

  it('a malformed serial gives the format message (Y.1 row 7)', async () => {
    const { history } = renderStep(SerialEntryScreen, commission3);
    await userEvent.type(field(), '3P--35A-0001');
    await userEvent.click(next());
    expect(screen.getByRole('alert')).toHaveTextContent(/^✖ Invalid serial number, valid format: 3P_35A_XXXX, 2P_100_XXXX$/);
    expect(field()).toHaveValue('3P__35A_0001');
    expect(history).toEqual(['/commission/3']);
  });

  it('shows the normalised serial while typing', async () => {
    renderStep(SerialEntryScreen, commission3);
    await userEvent.type(field(), ' 3p-35a 0001 ');
    expect(screen.getByTestId('serial-normalised')).toHaveTextContent('We will look up: 3P_35A_0001');
  });

  it('a valid serial is stored normalised and leads to the search', async () => {
    const { history } = renderStep(SerialEntryScreen, commission3);
    await userEvent.type(field(), '2p-100-0120');
    await userEvent.click(next());
    await waitFor(() => expect(history.at(-1)).toBe('/commission/5'));
    expect(project.serialNumber).toBe('2P_100_0120');
  });

  it('is a large field the phone keyboard fills in capitals, without autocomplete', () => {
    renderStep(SerialEntryScreen, commission3);
    expect(field()).toHaveAttribute('autocapitalize', 'characters');
    expect(field()).toHaveAttribute('autocomplete', 'off');
    expect(field()).toHaveAttribute('inputmode', 'text');
  });

  it('the same screen at /wifi-enter-serial checks the wifi with the normalised serial (J-01)', async () => {
    const wifiStatus = vi.fn(async () => ok({ code: 200 as const, connected: true, ssid: 'Site-WiFi' }));
    const wifiStep = step({ path: '/wifi-enter-serial', screen: 'serialEntry', run: 'checkWifi', on: { ready: '/wifi-status', notFound: { error: 'lookup.notFound', tryAgain: true } } });
    const { history } = renderStep(SerialEntryScreen, wifiStep, fakeApi({ wifiStatus }));
    await userEvent.type(field(), '3p 35a 0400');
    await userEvent.click(next());
    await waitFor(() => expect(history.at(-1)).toBe('/wifi-status'));
    expect(wifiStatus).toHaveBeenCalledWith('3P_35A_0400', expect.any(AbortSignal));
  });

  it('a failed lookup is shown in place and keeps the serial', async () => {
    const systemInfo = vi.fn(async () => ({ ok: false as const, status: 500, kind: 'http' as const, message: 'An error has occurred when making request to /x (code: 500).' }));
    const reconfigure = step({ path: '/reconfigure-enter-serial', screen: 'serialEntry', run: 'loadSystemInfo', on: {} });
    renderStep(SerialEntryScreen, reconfigure, fakeApi({ systemInfo }));
    await userEvent.type(field(), '3P_35A_0400');
    await userEvent.click(next());
    expect(await screen.findByText('An error has occurred when making request to /x (code: 500).')).toBeInTheDocument();
    expect(field()).toHaveValue('3P_35A_0400');
  });
});
