import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ConnectedUnitsEditScreen from '../../src/screens/setup/ConnectedUnitsEditScreen.tsx';
import ResetConnectionsScreen from '../../src/screens/setup/ResetConnectionsScreen.tsx';
import { emptyProject, project } from '../../src/state/project.ts';
import { idleRun, run } from '../../src/state/run.ts';
import { session } from '../../src/state/session.ts';
import { clearSystemInfo, storeSystemInfo } from '../../src/state/systemInfo.ts';
import { fakeApi, systemInfoFor } from './fixtures.ts';
import { initTestI18n, renderStep, step } from './renderStep.tsx';

beforeAll(initTestI18n);
beforeEach(() => {
  clearSystemInfo();
  Object.assign(run, idleRun());
});

const onLoad = { notFound: { error: 'lookup.notFound' }, forbidden: { error: 'lookup.forbidden' }, notCommissioned: { error: 'lookup.notCommissioned' } };
const editUnits = step({
  path: '/edit-connected-units', screen: 'connectedUnitsEdit', run: 'saveConnectedUnits',
  on: { ...onLoad, saved: { notice: 'connectedUnits.saved', to: '/view-connected-units' } },
  buttons: [{ text: 'connectedUnits.edit.addConnection', to: '/reset-connections', when: 'isCommissioner' }],
});

function given(serial: string, version: string | null = 'v0.5.0', loaded = true) {
  Object.assign(project, emptyProject(), { serialNumber: serial });
  const info = systemInfoFor(serial, { softwareVersion: version });
  if (loaded) storeSystemInfo(serial, info);
  return { info, ...fakeApi(info) };
}

describe('/edit-connected-units', () => {
  it('blocks SAVE with L-27 when a unit name is emptied', async () => {
    const g = given('3P_35A_6809');
    renderStep(ConnectedUnitsEditScreen, editUnits, g.api);
    await userEvent.clear(screen.getByLabelText('Unit connected to L2-2'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please input unit connected to L2-2.');
    expect(g.sent.connectedUnits).toEqual([]);
  });

  it('blocks SAVE with L-29 when a phase has no enabled unit', async () => {
    const g = given('3P_35A_6809');
    renderStep(ConnectedUnitsEditScreen, editUnits, g.api);
    await userEvent.click(screen.getByLabelText('L3-1 enabled for solar'));
    await userEvent.click(screen.getByLabelText('L3-2 enabled for solar'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('There must be at least one enabled unit on each phase');
    expect(g.sent.connectedUnits).toEqual([]);
  });

  it('sends enabledUnits null when only a name changed (H-28)', async () => {
    const g = given('3P_35A_6809');
    const { history } = renderStep(ConnectedUnitsEditScreen, editUnits, g.api);
    await userEvent.type(screen.getByLabelText('Unit connected to L1-2'), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.at(-1)).toBe('/view-connected-units'));
    expect(g.sent.connectedUnits[0]).toMatchObject({ enabledUnits: null, oldConfig: g.info.originalConfig });
    expect((g.sent.connectedUnits[0] as { connections: { L1: string }[] }).connections[1]?.L1).toBe('Unit 3A');
  });

  it.each([
    [['Commissioner'], true],
    [['Provider'], false],
  ] as const)('roles %j see ADD A CONNECTION: %s (H-29)', (roles, shown) => {
    session.roles = [...roles];
    renderStep(ConnectedUnitsEditScreen, editUnits, given('3P_35A_6809').api);
    expect(screen.queryByRole('button', { name: 'ADD A CONNECTION' }) !== null).toBe(shown);
  });
});

describe('/reset-connections', () => {
  it('pre-fills the unit connections and starts a re-commissioning run with upload (E-23, E-55)', async () => {
    const g = given('3P_35A_6809');
    const reset = step({ path: '/reset-connections', screen: 'resetConnections', run: 'startRecommissioning', on: { ...onLoad, started: '/commission/21' } });
    const { history } = renderStep(ResetConnectionsScreen, reset, g.api);
    expect(screen.getByLabelText('Unit connected to L3-2')).toHaveValue('Unit 5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/21'));
    expect(run).toMatchObject({ serial: '3P_35A_6809', uploadConfig: true, recommissioning: true, step: 'search' });
    expect(project.address.country).toBe('AU');
  });
});
