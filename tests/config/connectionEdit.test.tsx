// /commission/16 (E-22, L-26, L-28, Z-31, Z-35, Z-52) on the real app: a form step whose field
// `connectionGroups` draws the five groups; its validator says L-26 / L-28 before anything is sent;
// SAVE stores the groups (and uploads them) and returns to the review.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { project } from '../../src/state/project.ts';
import { jobAt } from '../support/jobAt.ts';
import { outputGroups } from '../support/outputGroups.ts';

const SERIAL = '3P_35A_0500';
const connections = outputGroups(
  { type: '3x1', L1: 'U1', L2: 'U2', L3: 'U3' },
  { type: '3x1', L1: 'U4', L2: 'U5', L3: 'U6' },
);
const open = () => jobAt('/commission/16', { serialNumber: SERIAL, connections });

describe('changing the connections (/commission/16)', () => {
  it('draws five groups with a name box and a Connected tick per phase, unticked where nothing is connected', async () => {
    await open();
    expect(await screen.findByLabelText('Unit connected to L3-2')).toHaveValue('U6');
    expect(
      screen.getAllByRole('group', { name: /^Output group/ }).map((g) => g.querySelector('legend')?.textContent),
    ).toEqual([1, 2, 3, 4, 5].map((n) => `Output group ${n} of 5`));
    expect(screen.getByLabelText('L1-3 connected')).not.toBeChecked();
    expect(screen.getByLabelText('Unit connected to L1-3')).toBeDisabled();
  });

  it('names the ticked boxes without a unit, joined with ", ", and stays (L-26, Z-31)', async () => {
    const { user, history } = await open();
    await user.clear(await screen.findByLabelText('Unit connected to L1-2'));
    await user.clear(screen.getByLabelText('Unit connected to L3-2'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please input unit connected to L1-2, L3-2. If no connection, untick the box to the right',
    );
    expect(history.at(-1)).toBe('/commission/16');
    expect(project.connections[1]).toEqual(connections[1]);
  });

  it('needs a connected unit on every phase (L-28)', async () => {
    const { user } = await open();
    await user.click(await screen.findByLabelText('L2-1 connected'));
    await user.click(screen.getByLabelText('L2-2 connected'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There must be at least one connected unit on each phase',
    );
  });

  it('saves unticked phases as n/a, uploads the groups and returns to the review (E-19, Z-52)', async () => {
    const { user, history, sim } = await open();
    await user.click(await screen.findByLabelText('L2-2 connected'));
    await user.click(screen.getByLabelText('L1-3 connected'));
    await user.type(screen.getByLabelText('Unit connected to L1-3'), '  Flat 9 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/15'));
    expect(project.connections.slice(1, 3)).toEqual([
      { type: '3x1', L1: 'U4', L2: 'n/a', L3: 'U6' },
      { type: '3x1', L1: 'Flat 9', L2: 'n/a', L3: 'n/a' },
    ]);
    await waitFor(() =>
      expect(
        sim.state.model.records.uploads[SERIAL]?.some(
          (u) => u.kind === 'connection' && JSON.stringify(u.body).includes('Flat 9'),
        ),
      ).toBe(true),
    );
  });

  it('names the output group of a two-phase unit’s L1 and L2 and calls nothing three-phase (N-14, Z-35)', async () => {
    const { user } = await jobAt('/commission/16', {
      serialNumber: '2P_100_5601',
      connections: outputGroups(
        { type: '3x1', L1: 'Flat 1', L2: 'Flat 2', L3: 'n/a' },
        { type: '1x3', L1: 'Flat 3', L2: 'Flat 3', L3: 'n/a' },
      ),
    });
    await user.clear(await screen.findByRole('textbox', { name: 'Unit connected to L1 of output group 1' }));
    await user.clear(screen.getByRole('textbox', { name: 'Unit connected to L1 of output group 2' }));
    expect(screen.queryByLabelText(/L3/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please input unit connected to L1 of output group 1, L1 of output group 2.',
    );
    expect(screen.getByRole('main')).not.toHaveTextContent(/three/i);
  });
});
