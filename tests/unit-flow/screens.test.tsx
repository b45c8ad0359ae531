// The wifi status line (J-02, Y.16d) on the view kind. The search and software-update screens are the
// progress kind's (tests/progress).
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ViewScreen from '../../src/screens/view/ViewScreen.tsx';
import { flowStep } from '../support/flowStep.ts';
import { project } from '../../src/state/project.ts';
import { wifi } from '../../src/state/wifi.ts';
import { cleanState } from './fakes.ts';
import { initTestI18n, renderScreen } from '../support/renderScreen.tsx';

beforeAll(initTestI18n);
beforeEach(() => {
  cleanState();
  project.serialNumber = '3P_35A_0400';
});
afterEach(cleanup);

describe('/wifi-status (J-02)', async () => {
  const wifiStep = flowStep('/wifi-status');
  const guide = (region: 'au' | 'uk' | 'us') =>
    `https://www.allumeenergy.com/${region}/support/change-wifi-credentials`;

  it("reads Connected to and links the region's change-wifi guide, with no reconnect steps", async () => {
    Object.assign(wifi, { serial: '3P_35A_0400', connected: true, ssid: 'Site-WiFi' });
    Object.assign(project, { address: { ...project.address, country: 'GB' } });
    renderScreen(ViewScreen, wifiStep);
    expect(await screen.findByTestId('wifi-line')).toHaveTextContent('Connected to Site-WiFi');
    expect(screen.getByRole('link', { name: "Help with the SolShare's Wi-Fi" })).toHaveAttribute('href', guide('uk'));
    expect(screen.queryByTestId('reconnect-steps')).toBeNull();
  });

  it("reads Last connected to and shows the reconnect steps with the site region's guide when offline", async () => {
    Object.assign(wifi, { serial: '3P_35A_0400', connected: false, ssid: 'Site-WiFi' });
    Object.assign(project, { address: { ...project.address, country: 'US' } });
    renderScreen(ViewScreen, wifiStep);
    expect(await screen.findByTestId('wifi-line')).toHaveTextContent('Last connected to Site-WiFi');
    expect(within(screen.getByTestId('reconnect-steps')).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'How to change the wifi credentials' })).toHaveAttribute(
      'href',
      guide('us'),
    );
  });
});
