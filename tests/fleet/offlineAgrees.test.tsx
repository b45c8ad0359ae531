// H-34: an offline unit that reports no fault reads the same on /system-info and /fault-status:
// offline counts as a non-critical fault on both, never "No issues here!" on one of them.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadHandler } from '../../src/app/callHandler.ts';
import ViewScreen from '../../src/screens/view/ViewScreen.tsx';
import { flowStep } from '../support/flowStep.ts';
import { fleet } from '../../src/state/fleet.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { clearSystemInfo, storeSystemInfo } from '../../src/state/systemInfo.ts';
import { wifi } from '../../src/state/wifi.ts';
import { systemInfoFixture } from './fixtures.ts';
import { initTestI18n, renderScreen } from '../support/renderScreen.tsx';

const SERIAL = '3P_35A_6709';
// the screens load their handlers lazily: load them first, or the import outlives the test environment
beforeAll(async () => {
  await initTestI18n();
  await loadHandler('loadSystemInfo');
});
afterEach(() => {
  cleanup();
  clearSystemInfo();
});

function offlineUnit() {
  Object.assign(project, emptyProject(), { serialNumber: SERIAL });
  Object.assign(wifi, { serial: '', connected: null, ssid: null });
  Object.assign(fleet, { sites: [], loaded: true }); // no fleet call: the fleet count is not under test
  storeSystemInfo(SERIAL, systemInfoFixture({ connected: false, faults: [] }));
}

describe('an offline unit with no reported fault (H-34)', () => {
  it('needs attention on /system-info', async () => {
    offlineUnit();
    renderScreen(ViewScreen, flowStep('/system-info'));
    expect(await screen.findByTestId('power-status')).toHaveAttribute('data-colour', 'yellow');
    expect(screen.getByText('Needs attention')).toBeInTheDocument();
  });

  it('lists the offline fault, non-critical, on /fault-status instead of "No issues here!"', async () => {
    offlineUnit();
    renderScreen(ViewScreen, flowStep('/fault-status'));
    const list = await screen.findByRole('list', { name: 'Faults' });
    expect(screen.queryByText('No issues here!')).toBeNull();
    expect(within(list).getAllByTestId('fault')).toHaveLength(1);
    expect(within(list).getByText('No network access')).toBeInTheDocument();
    expect(within(list).queryByText('Critical')).toBeNull();
  });
});
