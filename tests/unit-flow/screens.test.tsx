// The wifi status line (J-02, Y.16d), the search screen's waiting time (D-10) and the software
// update progress (I-04, I-06, Z-34).
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import SoftwareUpdateScreen from '../../src/screens/unit/SoftwareUpdateScreen.tsx';
import UnitSearchScreen, { formatElapsed } from '../../src/screens/unit/UnitSearchScreen.tsx';
import ViewScreen from '../../src/screens/view/ViewScreen.tsx';
import { flowStep } from '../support/flowStep.ts';
import { project } from '../../src/state/project.ts';
import { softwareUpdate } from '../../src/state/softwareUpdate.ts';
import { wifi } from '../../src/state/wifi.ts';
import { loadHandler } from '../../src/handlers/loadHandler.ts';
import { cleanState, fakeApi, meter, ok } from './fakes.ts';
import { initTestI18n, renderStep, step } from './renderStep.tsx';

beforeAll(async () => {
  await initTestI18n();
  await loadHandler('searchUnit'); // handlers load lazily; fetch them before fake timers take over
});
beforeEach(() => {
  cleanState();
  project.serialNumber = '3P_35A_0400';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('/wifi-status (J-02, issue 14)', async () => {
  const wifiStep = flowStep('/wifi-status');
  const guide = (region: 'au' | 'uk' | 'us') => `https://www.allumeenergy.com/${region}/support/change-wifi-credentials`;

  it('reads Connected to and links the region\'s change-wifi guide, with no reconnect steps', async () => {
    Object.assign(wifi, { serial: '3P_35A_0400', connected: true, ssid: 'Site-WiFi' });
    Object.assign(project, { address: { ...project.address, country: 'GB' } });
    renderStep(ViewScreen, wifiStep);
    expect(await screen.findByTestId('wifi-line')).toHaveTextContent('Connected to Site-WiFi');
    expect(screen.getByRole('link', { name: "Help with the SolShare's Wi-Fi" })).toHaveAttribute('href', guide('uk'));
    expect(screen.queryByTestId('reconnect-steps')).toBeNull();
  });

  it('reads Last connected to and shows the reconnect steps with the site region\'s guide when offline', async () => {
    Object.assign(wifi, { serial: '3P_35A_0400', connected: false, ssid: 'Site-WiFi' });
    Object.assign(project, { address: { ...project.address, country: 'US' } });
    renderStep(ViewScreen, wifiStep);
    expect(await screen.findByTestId('wifi-line')).toHaveTextContent('Last connected to Site-WiFi');
    expect(within(screen.getByTestId('reconnect-steps')).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'How to change the wifi credentials' })).toHaveAttribute('href', guide('us'));
  });
});

describe('/commission/5 search screen (D-10)', () => {
  it('formats the time waited as minutes and seconds', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(65_000)).toBe('1:05');
  });

  it('says it is waiting for the unit to come online once the unit answers offline', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const searchMeter = vi.fn(async () => meter(406));
    renderStep(UnitSearchScreen, step({ path: '/commission/5', screen: 'unitSearch', run: 'searchUnit', on: {} }), fakeApi({ searchMeter }));
    await act(async () => { await vi.advanceTimersByTimeAsync(7000); });
    expect(screen.getByText('Waiting for the unit to come online…')).toBeInTheDocument();
    expect(screen.getByTestId('search-elapsed')).toHaveTextContent(/Time waited: 0:0[67]/);
  });
});

describe('/software-update (I-04, I-06, Z-34)', () => {
  it('shows task n of m and the current task\'s simulated progress, then leads on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    project.unit = { updateTask: ['software', 'monitor_patch'], forceUpdate: false, swVersion: null, connected: true, ssid: null };
    const updateSoftware = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 90_000));
      return ok({ data: { status: 'SUCCESS' as const, log: '' } });
    });
    const updateStep = step({ path: '/software-update', screen: 'softwareUpdate', run: 'runSoftwareUpdate', on: { success: '/software-update-success', failed: '/software-update-failed' } });
    const { history } = renderStep(SoftwareUpdateScreen, updateStep, fakeApi({ updateSoftware }));
    await act(async () => { await vi.advanceTimersByTimeAsync(45_000); });
    expect(screen.getByTestId('update-task')).toHaveTextContent('Task 1 of 2');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('progressbar').querySelector('svg')).toHaveAttribute('width', '158');
    await act(async () => { await vi.advanceTimersByTimeAsync(90_000); });
    expect(screen.getByTestId('update-task')).toHaveTextContent('Task 2 of 2');
    await act(async () => { await vi.advanceTimersByTimeAsync(90_000); });
    expect(history.at(-1)).toBe('/software-update-success');
    expect(softwareUpdate.tasks).toEqual([]);
  });
});
