// /reset-connections (E-23, E-55, L-26, L-28) on the real app: a form step that loads the unit's
// system info, draws its five groups with the field `connectionGroups`, and on SAVE AND RECOMMISSION
// makes the unit looked at the job's unit and starts the run with upload.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { project } from '../../src/state/project.ts';
import { run } from '../../src/state/run.ts';
import { lookAt } from '../../src/state/viewedUnit.ts';
import { INSTALLER } from '../support/jobAt.ts';
import { renderRoute } from '../support/renderRoute.tsx';

const SERIAL = '3P_35A_6809'; // commissioned, at a linked AU site

async function open() {
  const shown = await renderRoute('/welcome', { as: INSTALLER });
  lookAt(SERIAL); // as /reconfigure-enter-serial leaves it
  shown.navigate('/reset-connections');
  return shown;
}

describe('resetting the connections (/reset-connections)', () => {
  it('starts from the connections the unit runs and prepares its re-commissioning, asking delivery and shares for a new output first (E-23, E-55)', async () => {
    const { user, history } = await open();
    expect(await screen.findByLabelText('Unit connected to L3-2')).toHaveValue('Unit 5');
    expect(screen.getByLabelText('L1-3 connected')).not.toBeChecked();
    await user.click(screen.getByLabelText('L1-3 connected'));
    await user.type(screen.getByLabelText('Unit connected to L1-3'), 'Unit 9');
    await user.click(screen.getByRole('button', { name: 'SAVE AND RECOMMISSION' }));
    // nothing saved names the inverter: asked for before the run, never uploaded blank
    await waitFor(() => expect(history.at(-1)).toBe('/reset-connections/specifications'));
    await user.selectOptions(await screen.findByLabelText(/^Inverter brand/, undefined, { timeout: 10_000 }), 'SMA'); // the form's chunk loads
    await user.click(screen.getByRole('button', { name: 'SAVE AND RECOMMISSION' }));
    // a new output: its delivery method and its share are asked before the run
    await waitFor(() => expect(history).toContain('/commission/17'));
    expect(project.serialNumber).toBe(SERIAL); // the unit looked at is now the job's unit
    expect(project.connections[2]).toEqual({ type: '3x1', L1: 'Unit 9', L2: 'n/a', L3: 'n/a' });
    expect(project.address.country).toBe('AU');
    expect(run).toMatchObject({ serial: SERIAL, uploadConfig: true, recommissioning: true });
  }, 30_000);

  it('says which ticked box has no unit and starts nothing (L-26)', async () => {
    const { user, history } = await open();
    await user.clear(await screen.findByLabelText('Unit connected to L2-2'));
    await user.click(screen.getByRole('button', { name: 'SAVE AND RECOMMISSION' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please input unit connected to L2-2. If no connection, untick the box to the right',
    );
    expect(history.at(-1)).toBe('/reset-connections');
    expect(run.serial).not.toBe(SERIAL);
  });
});
