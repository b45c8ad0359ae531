// The serial form (D-02…D-04, L-15, L-16; Y.1 rows 7, 9, 10) at /commission/3, /reconfigure-enter-serial
// and /wifi-enter-serial, on the whole app with the real client and the simulator: exact messages,
// normalisation shown, and the normalised serial is what reaches the simulator and the job.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyAddress, project } from '../../src/state/project.ts';
import { unitInView } from '../../src/state/viewedUnit.ts';
import { renderRoute } from '../support/renderRoute.tsx';

const INSTALLER = 'installer@example.com';
const field = () => screen.findByLabelText(/^Serial number/);
const next = () => screen.getByRole('button', { name: 'NEXT' });

describe('the serial form on /commission/3', () => {
  it('an empty serial says `Please input serial number` (Y.1 row 9)', async () => {
    const { user, history } = await renderRoute('/commission/3', { as: INSTALLER });
    await field();
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^✖ Please input serial number$/);
    expect(await field()).toHaveAttribute('aria-invalid', 'true');
    expect(history).toEqual(['/commission/3']);
  });

  it('only spaces count as empty (Y.1 row 10)', async () => {
    const { user } = await renderRoute('/commission/3', { as: INSTALLER });
    await user.type(await field(), '   ');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^✖ Please input serial number$/);
  });

  it('a malformed serial gives the format message and the field shows what was checked (Y.1 row 7)', async () => {
    const { user, history } = await renderRoute('/commission/3', { as: INSTALLER });
    await user.type(await field(), '3P--35A-0001');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^✖ Invalid serial number, valid format: 3P_35A_XXXX, 2P_100_XXXX$/,
    );
    expect(await field()).toHaveValue('3P__35A_0001');
    expect(history).toEqual(['/commission/3']);
    expect(project.serialNumber).toBe('');
  });

  it('shows the normalised serial while typing', async () => {
    const { user } = await renderRoute('/commission/3', { as: INSTALLER });
    await user.type(await field(), ' 3p-35a 0001 ');
    expect(screen.getByTestId('serial-normalised')).toHaveTextContent('We will look up: 3P_35A_0001');
  });

  it("a valid serial becomes the job's unit, normalised, and the search starts", async () => {
    const { user, history } = await renderRoute('/commission/3', { as: INSTALLER });
    project.address = { ...emptyAddress(), address: '1 Main St', country: 'AU' }; // the site was chosen first (C-10)
    await user.type(await field(), '2p-100-0120');
    await user.click(next());
    await waitFor(() => expect(history).toContain('/commission/5'));
    expect(project.serialNumber).toBe('2P_100_0120');
  });

  it('is a large field the phone keyboard fills in capitals, without autocomplete', async () => {
    await renderRoute('/commission/3', { as: INSTALLER });
    const input = await field();
    expect(input).toHaveAttribute('autocapitalize', 'characters');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('inputmode', 'text');
  });

  it('offers the QR code instead, as a flow button', async () => {
    const { user, history } = await renderRoute('/commission/3', { as: INSTALLER });
    await field();
    await user.click(screen.getByRole('button', { name: 'Scan the QR code instead' }));
    expect(history.at(-1)).toBe('/commission/4');
  });
});

describe('the same form on the service routes', () => {
  it('/wifi-enter-serial checks the wifi of the normalised serial and shows it (J-01)', async () => {
    const { user, history, sim } = await renderRoute('/wifi-enter-serial', { as: INSTALLER });
    await user.type(await field(), '3p 35a 0400');
    await user.click(next());
    await waitFor(() => expect(history.at(-1)).toBe('/wifi-status'));
    expect(unitInView()).toBe('3P_35A_0400');
    expect(sim.state.model.units.has('3P_35A_0400')).toBe(true);
  });

  it('/reconfigure-enter-serial opens the system info of the typed unit (H-01)', async () => {
    const { user, history } = await renderRoute('/reconfigure-enter-serial', { as: INSTALLER });
    await user.type(await field(), '3p-35a-0409');
    await user.click(next());
    await waitFor(() => expect(history.at(-1)).toBe('/system-info'));
    expect(unitInView()).toBe('3P_35A_0409');
  });

  it('a failed lookup is shown in place and keeps the serial', async () => {
    const { user, history, sim } = await renderRoute('/reconfigure-enter-serial', { as: INSTALLER });
    sim.state.faults.push({ operation: 'systemInfo', status: 500, times: 1 });
    await user.type(await field(), '3P_35A_0400');
    await user.click(next());
    expect(await screen.findByText(/The server had a problem/)).toBeInTheDocument();
    expect(await field()).toHaveValue('3P_35A_0400');
    expect(history).toEqual(['/reconfigure-enter-serial']);
  });
});
