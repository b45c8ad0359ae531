// The setup service views on the `view` kind, on the real app, client and simulator: what the unit in
// view runs, read from its system info (loaded again on arrival, as after a reload, H-01).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSystemInfo } from '../../src/state/systemInfo.ts';
import { lookAt } from '../../src/state/viewedUnit.ts';
import { renderRoute } from '../support/renderRoute.tsx';

/** The installer looking at `serial` (a commissioned training unit), then at `path`. */
async function viewUnit(serial: string, path: string, change?: (config: Record<string, unknown>) => void) {
  const r = await renderRoute('/welcome', { as: 'installer@example.com' });
  if (change) change(r.sim.state.model.unit(serial).config as unknown as Record<string, unknown>);
  lookAt(serial);
  r.navigate(path);
  return r;
}

describe('/view-connected-units', () => {
  it("shows each output group's units per phase and whether each is enabled for solar (H-26)", async () => {
    await viewUnit('3P_35A_6809', '/view-connected-units', (c) => {
      c.enabled_units = [[1, 2], [1], [1, 2]]; // L2-2 (Unit 4) does not receive solar
    });
    const group2 = await screen.findByTestId('group-1');
    expect(within(group2).getByRole('heading')).toHaveTextContent('Output group 2');
    expect(
      within(group2)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['L1-2Unit 3Enabled for solar', 'L2-2Unit 4Not enabled for solar', 'L3-2Unit 5Enabled for solar']);
    expect(screen.getAllByTestId(/^group-/)).toHaveLength(2); // groups 3 to 5 have no unit
    expect(screen.getByRole('button', { name: 'EDIT' })).toBeInTheDocument();
  });

  it('a two-phase unit shows only L1 and L2 (N-13, Z-35)', async () => {
    await viewUnit('2P_100_6809', '/view-connected-units');
    const group1 = await screen.findByTestId('group-0');
    expect(
      within(group1)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['L1Unit 1Enabled for solar', 'L2Unit 2Enabled for solar']);
  });

  it('says so when no unit is connected', async () => {
    await viewUnit('3P_35A_6809', '/view-connected-units', (c) => {
      c.connected_units = Array.from({ length: 5 }, () => ({ type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' }));
    });
    expect(await screen.findByText('No unit is connected to this SolShare.')).toBeInTheDocument();
    expect(screen.queryByTestId('group-0')).toBeNull();
  });

  it('EDIT opens the editor', async () => {
    const { user, history } = await viewUnit('3P_35A_6809', '/view-connected-units');
    await user.click(await screen.findByRole('button', { name: 'EDIT' }));
    expect(history.at(-1)).toBe('/edit-connected-units');
  });

  it('a unit of another fleet leads to the lookup error (Z-42)', async () => {
    const { history } = await viewUnit('3P_35A_2209', '/view-connected-units');
    expect(await screen.findByText('We cannot find the SolShare you entered.')).toBeInTheDocument();
    expect(history.at(-1)).toBe('/error');
  });
});

describe('/view-solar-deliver-method', () => {
  it('loads system info after a reload and shows the method by its display name (H-19, H-20)', async () => {
    clearSystemInfo(); // as after a reload: nothing in the store, the view asks the simulator
    await viewUnit('3P_35A_6809', '/view-solar-deliver-method');
    expect(await screen.findByTestId('method')).toHaveTextContent('Demand-based delivery');
    expect(screen.getByText('Solar power goes to the units that are using power at that moment.')).toBeInTheDocument();
  });

  it("shows each phase's solar connections with their stored share, N/A where none is stored (H-19, H-23)", async () => {
    await viewUnit('3P_35A_6809', '/view-solar-deliver-method', (c) => {
      c.solar_delivery_method = 'optimise_weight';
      c.algorithm_type = 'CUSTOM_ALLOCATION';
      c.algo_weight = [
        [
          [0, 0, 25],
          [0, 1, 75],
        ],
        [
          [1, 0, 50],
          [1, 1, 50],
        ],
        [[2, 0, 40]],
      ];
    });
    expect(await screen.findByTestId('method')).toHaveTextContent('Custom allocation');
    const phases = screen.getAllByTestId(/^allocation-phase-/);
    expect(phases.map((p) => within(p).getByRole('heading').textContent)).toEqual(['Phase L1', 'Phase L2', 'Phase L3']);
    expect(
      within(phases[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['L1-1Unit 125%', 'L1-2Unit 375%']);
    expect(
      within(phases[2]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['L3-1Unit 140%', 'L3-2Unit 5N/A']);
    expect(screen.queryByText(/equal share/)).toBeNull();
  });

  it('a two-phase unit without weights reads back as net metering, each unit an equal share (H-21, Z-14)', async () => {
    await viewUnit('2P_100_6809', '/view-solar-deliver-method');
    expect(await screen.findByTestId('method')).toHaveTextContent('Net metering');
    expect(screen.getByText('No allocation is set: every unit on a phase gets an equal share.')).toBeInTheDocument();
    expect(screen.queryByTestId(/^allocation-phase-/)).toBeNull();
  });

  it('says so for a phase on which no unit receives solar', async () => {
    await viewUnit('3P_35A_6809', '/view-solar-deliver-method', (c) => {
      c.solar_delivery_method = 'optimise_weight';
      c.enabled_units = [[1, 2], [1, 2], []];
      c.algo_weight = [
        [
          [0, 0, 25],
          [0, 1, 75],
        ],
        [
          [1, 0, 50],
          [1, 1, 50],
        ],
        [],
      ];
    });
    const l3 = await screen.findByTestId('allocation-phase-2');
    expect(l3).toHaveTextContent('No unit on this phase receives solar.');
  });

  it('EDIT opens the editor', async () => {
    const { user, history } = await viewUnit('3P_35A_6809', '/view-solar-deliver-method');
    await user.click(await screen.findByRole('button', { name: 'EDIT' }));
    expect(history.at(-1)).toBe('/edit-solar-deliver-method');
  });
});
