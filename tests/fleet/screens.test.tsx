import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderApi } from '../../src/api/provider.ts';
import type { SystemInfo } from '../../src/api/types.ts';
import { loadHandler } from '../../src/app/callHandler.ts';
import ViewScreen from '../../src/screens/view/ViewScreen.tsx';
import ViewFleetScreen from '../../src/screens/fleet/ViewFleetScreen.tsx';
import { fleet } from '../../src/state/fleet.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { clearSystemInfo, storeSystemInfo } from '../../src/state/systemInfo.ts';
import { viewedUnit } from '../../src/state/viewedUnit.ts';
import { wifi } from '../../src/state/wifi.ts';
import { systemInfoFixture } from './fixtures.ts';
import { flowStep } from '../support/flowStep.ts';
import { initTestI18n, renderScreen, testStep } from '../support/renderScreen.tsx';
import { fail, ok } from '../support/apiResults.ts';

const SERIAL = '3P_35A_6709';
const systemInfoStep = flowStep('/system-info');

function current(data: SystemInfo, serial = SERIAL) {
  Object.assign(project, emptyProject(), { serialNumber: serial });
  storeSystemInfo(serial, data);
}

// handlers load lazily: fetch them first, so a screen's first load is not timed by a cold import
beforeAll(async () => {
  await initTestI18n();
  await loadHandler('loadSystemInfoView');
});
beforeEach(() => {
  Object.assign(fleet, {
    sites: [
      { id: 101, address: '1 Martin Place', country: 'AU' },
      { id: 102, address: '10 Downing Street', country: 'GB' },
    ],
    loaded: true,
  });
  Object.assign(wifi, { serial: '', connected: null, ssid: null });
  viewedUnit.serial = ''; // the screens show the job's unit until another is looked at
});
afterEach(() => {
  cleanup(); // unmount before the store is cleared, or the screen would load it again
  vi.useRealTimers();
  clearSystemInfo();
});

describe('/system-info', async () => {
  it('shows the lines in order with the wifi network, installer, versions and fleet count', async () => {
    current(systemInfoFixture({}));
    renderScreen(ViewScreen, systemInfoStep);
    await screen.findByTestId('power-status');
    expect(screen.getByText('Connected to Roof-WiFi')).toBeInTheDocument(); // H-06
    expect(screen.getByText('Demand-based delivery')).toBeInTheDocument(); // H-20
    expect(screen.getByText('Ada Installer, Sunny Co')).toBeInTheDocument(); // H-07
    expect(screen.getByText('v0.5.0')).toBeInTheDocument(); // H-08
    expect(screen.getByText('2 sites')).toBeInTheDocument(); // H-39
    expect(screen.getByText('4 units')).toBeInTheDocument();
    expect(screen.getByTestId('power-status')).toHaveAttribute('data-colour', 'green');
    expect(screen.getByText('Working normally')).toBeInTheDocument();
    const labels = [
      'Serial number',
      'Building address',
      'Wi-Fi',
      'Solar delivery method',
      'Connected units',
      'Fault status',
      'SolShares at site',
      'Installer',
      'View fleet',
      'Access control',
      'Software version',
      'Firmware version',
    ];
    const positions = labels.map((l) => document.body.textContent!.indexOf(l));
    expect(positions).toEqual([...positions].sort((a, b) => a - b)); // H-05 order
  });

  it('says Last connected to and shows the wifi icon yellow while the unit is offline (H-06, H-10)', async () => {
    current(systemInfoFixture({ connected: false, faults: [{ name: 'Offline', critical: false }] }));
    renderScreen(ViewScreen, systemInfoStep);
    await screen.findByTestId('power-status');
    expect(screen.getByText('Last connected to Roof-WiFi')).toBeInTheDocument();
    expect(screen.getByTestId('wifi-icon')).toHaveAttribute('data-colour', 'yellow');
    expect(screen.getByTestId('power-status')).toHaveAttribute('data-colour', 'yellow');
    expect(screen.getByText('Needs attention')).toBeInTheDocument();
  });

  it('shows the power state red in words with a critical fault (H-09)', async () => {
    current(systemInfoFixture({ faults: [{ name: 'Inverter Trip', critical: true }] }));
    renderScreen(ViewScreen, systemInfoStep);
    await screen.findByTestId('power-status');
    expect(screen.getByTestId('power-status')).toHaveAttribute('data-colour', 'red');
    expect(screen.getByTestId('power-status')).toHaveTextContent('Critical fault');
  });

  it('shows N/A for a missing installer and missing versions (H-07, H-08)', async () => {
    current(systemInfoFixture({ commissioner: null, softwareVersion: null, firmwareVersion: null }));
    renderScreen(ViewScreen, systemInfoStep);
    await screen.findByTestId('power-status');
    expect(screen.getAllByText('N/A')).toHaveLength(3);
  });

  it('warns and stays when building address or access control is tapped without a linked project (H-11)', async () => {
    current(systemInfoFixture({ project: null }));
    const { history } = renderScreen(ViewScreen, systemInfoStep);
    await screen.findByTestId('power-status');
    fireEvent.click(screen.getByRole('button', { name: /Building address/ }));
    expect(screen.getByText('This Solshare is not linked with an valid address')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Access control/ }));
    expect(history).toEqual(['/system-info']);
  });

  it('opens the line targets of H-12 when the unit has a project', async () => {
    current(systemInfoFixture({}));
    const { history } = renderScreen(ViewScreen, systemInfoStep);
    await screen.findByTestId('power-status');
    fireEvent.click(screen.getByRole('button', { name: /Building address/ }));
    fireEvent.click(screen.getByRole('button', { name: /Fault status/ }));
    fireEvent.click(screen.getByRole('button', { name: /^SolShares at site/ }));
    expect(history.slice(1)).toEqual([
      '/view-building-address',
      '/fault-status',
      '/solshares-at-site?from=system-info',
    ]);
  });

  it('loads the system info on arrival after a reload, with a failure in place and Try again', async () => {
    Object.assign(project, emptyProject(), { serialNumber: SERIAL });
    clearSystemInfo();
    let down = true; // StrictMode runs the arrival effect twice: fail until the test says otherwise
    const systemInfo = vi.fn(async () =>
      down ? fail('The server did not answer. Try again.') : ok({ code: 200 as const, data: systemInfoFixture({}) }),
    );
    renderScreen(ViewScreen, systemInfoStep, { api: { systemInfo, fleets: vi.fn() } as Partial<ProviderApi> });
    expect(await screen.findByText(/The server had a problem/)).toBeInTheDocument();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Connected to Roof-WiFi')).toBeInTheDocument();
  });

  it('debounces taps on a SolShare of the site by 1000 ms (H-36, Y.16l)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    current(systemInfoFixture({}));
    const systemInfo = vi.fn().mockResolvedValue(ok({ code: 200, data: systemInfoFixture({}) }));
    const { history } = renderScreen(ViewScreen, systemInfoStep, { api: { systemInfo } as Partial<ProviderApi> });
    const list = await screen.findByRole('list', { name: 'SolShares at site' });
    const tap = async (at: number) => {
      vi.setSystemTime(at);
      fireEvent.click(within(list).getByRole('button', { name: /^3P_35A_6780/ }));
      await act(async () => {
        await Promise.resolve();
      });
    };
    await tap(0);
    await waitFor(() => expect(history.at(-1)).toBe('/system-info'));
    await waitFor(() => expect(within(list).getByRole('button', { name: /^3P_35A_6780/ })).toBeEnabled());
    await tap(400);
    await tap(900);
    expect(systemInfo).toHaveBeenCalledTimes(1);
    await tap(1900); // 1000 ms after the last tap (at 900)
    await waitFor(() => expect(systemInfo).toHaveBeenCalledTimes(2));
    expect(systemInfo.mock.calls[0][0]).toBe('3P_35A_6780');
    expect(viewedUnit.serial).toBe('3P_35A_6780'); // now looked at; the job's unit stays
    expect(project.serialNumber).toBe(SERIAL);
  });
});

describe('/fault-status', async () => {
  const faultStep = flowStep('/fault-status');

  it('lists every displayable fault with its name and description, critical in words (H-31, H-32)', async () => {
    current(
      systemInfoFixture({
        faults: [
          { name: 'Inverter Trip', critical: true },
          { name: 'Offline', critical: false },
          { name: 'Fan Noise', critical: false },
        ],
      }),
    );
    renderScreen(ViewScreen, faultStep);
    const list = await screen.findByRole('list', { name: 'Faults' });
    expect(within(list).getAllByTestId('fault')).toHaveLength(2);
    expect(within(list).getByText('Inverter Trip')).toBeInTheDocument();
    expect(within(list).getByText('No network access')).toBeInTheDocument();
    expect(within(list).getByText('Critical')).toBeInTheDocument();
    expect(screen.queryByText('Fan Noise')).toBeNull();
  });

  it('says No issues here! without faults and shows phone and e-mail contacts (H-31, H-33)', async () => {
    current(systemInfoFixture({}));
    renderScreen(ViewScreen, faultStep);
    expect(await screen.findByText('No issues here!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.getByRole('link', { name: /^Email / })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });
});

describe('/view-fleet', () => {
  it('lists the fleet sites and opens the chosen one with from=view-fleet (H-38)', async () => {
    const sites = [
      { id: 101, address: '1 Martin Place', country: 'AU' as const },
      { id: 102, address: '10 Downing Street', country: 'GB' as const },
    ];
    const fleetSites = vi
      .fn()
      .mockResolvedValue(
        ok({ sites, total: 2, nextCursor: null, counts: { all: 2, critical: 0, offline: 0, attention: 0, ok: 0 } }),
      );
    const { history } = renderScreen(
      ViewFleetScreen,
      testStep({
        path: '/view-fleet',
        screen: 'viewFleet',
        title: 'fleet.view.title',
        on: { site: '/solshares-at-site?from=view-fleet&projectId=:projectId' },
      }),
      { api: { fleetSites } as Partial<ProviderApi> },
    );
    await waitFor(() => expect(fleetSites).toHaveBeenCalled());
    fireEvent.click(await screen.findByRole('button', { name: /^10 Downing Street/ }));
    expect(history.at(-1)).toBe('/solshares-at-site?from=view-fleet&projectId=102');
  });
});
