// A-16, Z-32, Z-40: a route that shows the wifi icon polls the unit's wifi status while a serial is
// set and the user is logged in; leaving for a route without the icon stops it; the icon blinks
// and says so in words while the unit is not connected.
import { act, cleanup, render, screen } from '@testing-library/react';
import flows from 'virtual:flows';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { apiWaiting } from '../support/apiResults.ts';
import { App } from '../../src/app/App.tsx';
import { holdBackgroundWork, releaseBackgroundWork } from '../../src/app/backgroundWork.ts';
import { parseAppConfig } from '../../src/config/appConfig.ts';
import { initI18n } from '../../src/i18n.ts';
import { project } from '../../src/state/project.ts';
import { session } from '../../src/state/session.ts';
import { wifi } from '../../src/state/wifi.ts';
import { pretendLoggedIn } from '../support/tokens.ts';
import '../support/appSettled.ts';

const config = parseAppConfig({ timing: { wifiPollMs: 1000 } });

function setup(path: string, connected: boolean) {
  const wifiStatus = vi.fn(async () => ({
    ok: true as const,
    status: 200,
    data: { connected, ssid: 'Site-WiFi', code: 200 as const },
  }));
  const api = apiWaiting({ wifiStatus });
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <App services={{ flows, api, config }} />
    </Router>,
  );
  return { wifiStatus, navigate: location.navigate };
}

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  pretendLoggedIn();
  Object.assign(project, { serialNumber: '3P_35A_0401' });
  project.address.address = '1 Solar St';
  Object.assign(wifi, { serial: '', connected: null, ssid: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('wifi polling', () => {
  it('polls at the configured interval on a route with the icon and stops on a route without it', async () => {
    const { wifiStatus, navigate } = setup('/commission/11', true);
    await act(() => vi.waitFor(() => expect(wifiStatus).toHaveBeenCalledTimes(1))); // the poller's code loads with the first check
    expect(wifiStatus).toHaveBeenCalledWith('3P_35A_0401', expect.any(AbortSignal));
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(wifiStatus).toHaveBeenCalledTimes(3);

    act(() => navigate('/welcome'));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(wifiStatus).toHaveBeenCalledTimes(3);
  });

  it('waits with the first check until the first screen is drawn and background work is let go', async () => {
    holdBackgroundWork(); // as main.tsx does at start
    const { wifiStatus } = setup('/commission/11', true);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(wifiStatus).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Unit wifi status unknown' })).toBeInTheDocument();

    releaseBackgroundWork();
    await act(() => vi.waitFor(() => expect(wifiStatus).toHaveBeenCalledTimes(1)));
    expect(await screen.findByRole('img', { name: 'Unit connected to wifi' })).toBeInTheDocument();
  });

  it('polls nothing without a serial', async () => {
    project.serialNumber = '';
    const { wifiStatus } = setup('/contact', true);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(wifiStatus).not.toHaveBeenCalled();
  });

  it('polls nothing on the public contact page when logged out (Z-32)', async () => {
    Object.assign(session, { token: null, exp: null, roles: [] });
    const { wifiStatus } = setup('/contact', true);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(wifiStatus).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Unit wifi status unknown' })).toBeInTheDocument();
  });

  it('shows a blinking icon that says the unit is not connected', async () => {
    setup('/commission/11', false);
    const icon = await screen.findByRole('img', { name: 'Unit not connected to wifi' });
    expect(icon.className).toContain('animate-pulse');
  });

  it('hides the icon on routes that do not show it (Z-40)', async () => {
    setup('/welcome', true);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByRole('img', { name: /wifi/ })).toBeNull();
  });
});
