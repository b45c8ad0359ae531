// /edit-solar-deliver-method, a form step (choice as radio cards + the phaseWeights field), on the whole
// app with the real client and the simulator: what is offered (H-22), the weights of every phase on
// software above v0.4.5 or read-only with the upgrade note (H-23, Z-48), what SAVE sends (H-24), the
// checks of E-38 on every phase, and a failed save that stays (H-25).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lookAt } from '../../src/state/viewedUnit.ts';
import { renderRoute, type RenderedRoute } from '../support/renderRoute.tsx';

type Sent = { serial: string; solarDeliveryMethod: string; algorithmWeight: unknown[][]; oldConfig: unknown };

/** The simulator's unit `serial` looked at by a commissioner, on the edit page (system info loaded by the step). */
async function open(serial: string): Promise<RenderedRoute> {
  const route = await renderRoute('/login', { as: 'installer@example.com' });
  lookAt(serial);
  route.navigate('/edit-solar-deliver-method');
  await screen.findByRole('button', { name: 'Save' });
  return route;
}
const sent = (route: RenderedRoute) => route.sim.state.model.records.deliveryMethodUpdates as Sent[];
const save = (route: RenderedRoute) => route.user.click(screen.getByRole('button', { name: 'Save' }));

describe('/edit-solar-deliver-method', () => {
  it('offers both methods to a three-phase unit, the one it runs chosen (H-20, H-22)', async () => {
    await open('3P_35A_6809');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Demand-based delivery',
      'Custom allocation',
    ]);
    expect(screen.getByRole('radio', { name: 'Demand-based delivery' })).toBeChecked();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers only Custom allocation to a two-phase unit (H-22)', async () => {
    await open('2P_100_6809');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Custom allocation']);
    expect(screen.getByRole('radio', { name: 'Custom allocation' })).toBeChecked();
  });

  it('shows the upgrade note and the stored shares read-only with software v0.4.5 (H-23)', async () => {
    const route = await open('3P_35A_6830');
    await route.user.click(screen.getByLabelText('Custom allocation'));
    expect(
      screen.getByText(
        'In order to specify an allocation the software of Solshare needs to be upgraded to above v0.4.5',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(
      within(screen.getByTestId('allocation'))
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Phase L1', 'Phase L2', 'Phase L3']);
    await save(route);
    await waitFor(() => expect(route.history.at(-1)).toBe('/view-solar-deliver-method'));
    expect(sent(route).at(-1)).toMatchObject({
      serial: '3P_35A_6830',
      solarDeliveryMethod: 'optimise_even',
      algorithmWeight: [],
    });
  });

  it('edits the weights of every phase with software v0.5.0 and sends them on SAVE (H-23, H-24)', async () => {
    const route = await open('3P_35A_6809');
    await route.user.click(screen.getByLabelText('Custom allocation'));
    expect(screen.queryByText(/needs to be upgraded/)).toBeNull();
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(3); // one box per phase: 2 solar units each, the last is calculated
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual(['50', '50', '50']);
    await route.user.clear(boxes[0]!);
    await route.user.type(boxes[0]!, '30');
    expect(screen.getByTestId('calculated-L1')).toHaveTextContent('calculated 70%');
    await save(route);
    await waitFor(() => expect(route.history.at(-1)).toBe('/view-solar-deliver-method'));
    const body = sent(route).at(-1)!;
    expect(body.solarDeliveryMethod).toBe('optimise_weight');
    expect(body.algorithmWeight[0]?.slice(0, 2)).toEqual([
      [0, 0, 30],
      [0, 1, 70],
    ]);
    expect(body.algorithmWeight[1]?.slice(0, 2)).toEqual([
      [1, 0, 50],
      [1, 1, 50],
    ]);
    expect(body.oldConfig).toEqual(route.sim.state.model.unit('3P_35A_6809').originalConfig);
  });

  it('switches every phase to kW DC at once and stores percent (E-36, E-35)', async () => {
    const route = await open('3P_35A_6809');
    await route.user.click(screen.getByLabelText('Custom allocation'));
    await route.user.click(screen.getByRole('button', { name: 'kW DC' }));
    const boxes = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.value)).toEqual(['1.67', '1.67', '1.67']); // 50 % of 3.33 kW
    await route.user.clear(boxes[2]!);
    await route.user.type(boxes[2]!, '0.83');
    await save(route);
    await waitFor(() => expect(route.history.at(-1)).toBe('/view-solar-deliver-method'));
    const body = sent(route).at(-1)!;
    expect(body.algorithmWeight[0]?.slice(0, 2)).toEqual([
      [0, 0, 50],
      [0, 1, 50],
    ]); // the even split, exactly
    expect(body.algorithmWeight[2]?.slice(0, 2)).toEqual([
      [2, 0, 24.92],
      [2, 1, 75.08],
    ]);
  });

  it('names the empty box of any phase and sends nothing (L-30, E-38)', async () => {
    const route = await open('3P_35A_6809');
    await route.user.click(screen.getByLabelText('Custom allocation'));
    await route.user.clear(screen.getAllByRole('textbox')[1]!);
    await save(route);
    expect(await screen.findByText(/Please input number to L2-1\./)).toBeInTheDocument();
    expect(sent(route)).toEqual([]);
    expect(route.history.at(-1)).toBe('/edit-solar-deliver-method');
  });

  it('stays with the message and what was chosen when saving fails, and reloads system info (H-25)', async () => {
    const route = await open('3P_35A_6809');
    route.sim.state.faults.push({
      path: '/delivery-method/',
      status: 500,
      body: { message: 'The server could not save the change.' },
      times: 1,
    });
    await route.user.click(screen.getByLabelText('Custom allocation'));
    await save(route);
    expect(await screen.findByText(/The server had a problem/)).toBeInTheDocument();
    expect(route.history.at(-1)).toBe('/edit-solar-deliver-method');
    expect(screen.getByRole('radio', { name: 'Custom allocation' })).toBeChecked();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('keeps what was typed for one unit away from another unit (drafts per unit in view)', async () => {
    const route = await open('3P_35A_6809');
    await route.user.click(screen.getByLabelText('Custom allocation'));
    lookAt('3P_35A_7009');
    route.navigate('/view-solar-deliver-method');
    await screen.findByTestId('method');
    route.navigate('/edit-solar-deliver-method');
    await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Demand-based delivery' })).toBeChecked());
  });
});
