import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import DeliveryMethodEditScreen from '../../src/screens/setup/DeliveryMethodEditScreen.tsx';
import DeliveryMethodViewScreen from '../../src/screens/setup/DeliveryMethodViewScreen.tsx';
import { emptyProject, project } from '../../src/state/project.ts';
import { idleRun, run } from '../../src/state/run.ts';
import { clearSystemInfo, storeSystemInfo } from '../../src/state/systemInfo.ts';
import { fakeApi, systemInfoFor } from './fixtures.ts';
import { initTestI18n, renderStep, step } from './renderStep.tsx';

beforeAll(initTestI18n);
beforeEach(() => {
  clearSystemInfo();
  Object.assign(run, idleRun());
});

const onLoad = { notFound: { error: 'lookup.notFound' }, forbidden: { error: 'lookup.forbidden' }, notCommissioned: { error: 'lookup.notCommissioned' } };
const editMethod = step({ path: '/edit-solar-deliver-method', screen: 'deliveryMethodEdit', run: 'saveDeliveryMethod', on: { ...onLoad, saved: { notice: 'deliverySetup.saved', to: '/view-solar-deliver-method' } } });

function given(serial: string, version: string | null = 'v0.5.0', loaded = true) {
  Object.assign(project, emptyProject(), { serialNumber: serial });
  const info = systemInfoFor(serial, { softwareVersion: version });
  if (loaded) storeSystemInfo(serial, info);
  return { info, ...fakeApi(info) };
}

describe('/view-solar-deliver-method', () => {
  it('loads system info after a reload and shows the method by its display name', async () => {
    const g = given('3P_35A_6809', 'v0.5.0', false);
    renderStep(DeliveryMethodViewScreen, step({ path: '/view-solar-deliver-method', screen: 'deliveryMethodView', on: onLoad }), g.api);
    expect(await screen.findByTestId('method', {}, { timeout: 5000 })).toHaveTextContent('Demand-based delivery'); // the first render here also loads the handlers' modules
    expect(g.systemInfoCalls.length).toBeGreaterThan(0);
  });
});

describe('/edit-solar-deliver-method', () => {
  it('offers both methods to a three-phase unit (H-22)', async () => {
    renderStep(DeliveryMethodEditScreen, editMethod, given('3P_35A_6809').api);
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Demand-based delivery', 'Custom allocation']);
  });

  it('offers only Custom allocation to a two-phase unit (H-22)', async () => {
    renderStep(DeliveryMethodEditScreen, editMethod, given('2P_100_6809').api);
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Custom allocation']);
  });

  it('shows the upgrade note and no weight boxes with software v0.4.5 (H-23)', async () => {
    renderStep(DeliveryMethodEditScreen, editMethod, given('3P_35A_6830', 'v0.4.5').api);
    await userEvent.click(screen.getByLabelText('Custom allocation'));
    expect(screen.getByText('In order to specify an allocation the software of Solshare needs to be upgraded to above v0.4.5')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('edits the weights with software v0.4.6 and sends them on SAVE (H-23, H-24)', async () => {
    const g = given('3P_35A_6809', 'v0.4.6');
    const { history } = renderStep(DeliveryMethodEditScreen, editMethod, g.api);
    await userEvent.click(screen.getByLabelText('Custom allocation'));
    expect(screen.queryByText(/needs to be upgraded/)).toBeNull();
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(3); // one box per phase: 2 solar units each, the last is calculated
    await userEvent.clear(boxes[0]!);
    await userEvent.type(boxes[0]!, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.at(-1)).toBe('/view-solar-deliver-method'));
    const body = g.sent.deliveryMethod[0] as { solarDeliveryMethod: string; algorithmWeight: unknown[][]; oldConfig: unknown };
    expect(body.solarDeliveryMethod).toBe('optimise_weight');
    expect(body.algorithmWeight[0]?.slice(0, 2)).toEqual([[0, 0, 30], [0, 1, 70]]);
    expect(body.oldConfig).toEqual(g.info.originalConfig);
  });

  it('stays with the message when saving fails (H-25)', async () => {
    const g = given('3P_35A_6809');
    const failing = fakeApi(g.info, 'fail');
    const { history } = renderStep(DeliveryMethodEditScreen, editMethod, failing.api);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The server could not save the change.')).toBeInTheDocument();
    expect(history).toEqual(['/edit-solar-deliver-method']);
    expect(failing.systemInfoCalls).toEqual(['3P_35A_6809']);
  });
});
