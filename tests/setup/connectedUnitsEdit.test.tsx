// /edit-connected-units (H-27…H-30, L-27, L-29) on the real app: a form step that loads the unit's
// system info and draws its groups with the field `connectionGroups` (tick: enabled); the form's
// validator says L-27 / L-29 before anything is sent; SAVE sends the names and enabled units.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lookAt } from '../../src/state/viewedUnit.ts';
import { INSTALLER } from '../support/jobAt.ts';
import { renderRoute } from '../support/renderRoute.tsx';

const SERIAL = '3P_35A_6809'; // commissioned: Unit 1 on every phase of group 1, Units 3…5 on group 2, all enabled

async function open(as = INSTALLER) {
  const shown = await renderRoute('/welcome', { as });
  lookAt(SERIAL);
  shown.navigate('/edit-connected-units');
  await screen.findByLabelText('Unit connected to L2-2');
  return shown;
}
const sent = (sim: Awaited<ReturnType<typeof open>>['sim']) =>
  sim.state.model.records.connectedUnitsUpdates as { connections: { L1: string }[]; enabledUnits: number[][] | null }[];

describe('editing the connected units (/edit-connected-units)', () => {
  it('shows only the groups with a unit, each phase with its name and an Enabled tick', async () => {
    await open();
    expect(
      screen.getAllByRole('group', { name: /^Output group/ }).map((g) => g.querySelector('legend')?.textContent),
    ).toEqual(['Output group 1', 'Output group 2']);
    expect(screen.getByLabelText('L3-1 enabled for solar')).toBeChecked();
  });

  it('blocks SAVE with L-27 when a unit name is emptied, and sends nothing', async () => {
    const { user, sim } = await open();
    await user.clear(screen.getByLabelText('Unit connected to L2-2'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please input unit connected to L2-2.');
    expect(sent(sim)).toEqual([]);
  });

  it('blocks SAVE with L-29 when a phase has no enabled unit', async () => {
    const { user, sim } = await open();
    await user.click(screen.getByLabelText('L3-1 enabled for solar'));
    await user.click(screen.getByLabelText('L3-2 enabled for solar'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There must be at least one enabled unit on each phase');
    expect(sent(sim)).toEqual([]);
  });

  it('sends enabledUnits null when only a name changed, then shows the view with its notice (H-28)', async () => {
    const { user, sim, history } = await open();
    await user.type(screen.getByLabelText('Unit connected to L1-2'), 'A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.at(-1)).toBe('/view-connected-units'));
    expect(await screen.findByText('The connected units were saved.')).toBeInTheDocument();
    expect(sent(sim).at(-1)).toMatchObject({ enabledUnits: null });
    expect(sent(sim).at(-1)?.connections[1]?.L1).toBe('Unit 3A');
  });

  it.each([
    ['installer@example.com', true],
    ['provider@example.com', false],
  ])('%s sees ADD A CONNECTION: %s (H-29)', async (as, shown) => {
    await open(as);
    expect(screen.queryByRole('button', { name: 'ADD A CONNECTION' }) !== null).toBe(shown);
  });
});
