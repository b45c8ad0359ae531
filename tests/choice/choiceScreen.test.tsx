// The choice kind on the real routes that use it, as flows/ declares them: /commission/17 (delivery
// method, E-24…E-28, H-23), /commission/ct-rating (E-42, E-45, Z-51) and /commission/12/:index
// (connection type, E-13, E-14, Z-05, Z-35). Each step is taken from the compiled flows, so a change
// to its options in YAML shows here.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmAllocation } from '../../src/handlers/config/delivery.ts';
import ChoiceScreen from '../../src/screens/choice/ChoiceScreen.tsx';
import { clearJob } from '../../src/state/job.ts';
import { project } from '../../src/state/project.ts';
import { deliveryDraft } from '../config/resetDraft.ts';
import { flowStep } from '../support/flowStep.ts';
import { handlerContext } from '../support/handlerContext.ts';
import { initTestI18n, renderScreen } from '../support/renderScreen.tsx';

const route = flowStep;
const delivery = route('/commission/17');
const ct = route('/commission/ct-rating');
const connectionType = route('/commission/12/:index');

const group = (index: number) => ({ path: `/commission/12/${index}`, params: { index: String(index) } });

beforeAll(initTestI18n);
beforeEach(() => deliveryDraft('3P_35A_0001', 'v0.4.6'));

describe('every route of the choice kind', () => {
  it.each(['/commission/17', '/commission/ct-rating', '/commission/12/:index'])('%s is a choice step', (path) => {
    expect(route(path).screen).toBe('choice');
  });
});

describe('delivery method on /commission/17 (E-24, Z-14)', () => {
  it('offers three-phase units Demand-based delivery and Custom allocation, with their help lines', async () => {
    renderScreen(ChoiceScreen, delivery);
    expect(await screen.findByRole('radio', { name: /Demand-based delivery/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Custom allocation/ })).not.toBeChecked();
    expect(screen.getByText('Each unit gets a share of the solar power that you set.')).toBeInTheDocument();
  });

  it('offers two-phase units only Custom allocation, already chosen', async () => {
    deliveryDraft('2P_100_0001', 'v0.5.0');
    renderScreen(ChoiceScreen, delivery);
    expect(await screen.findByRole('radio', { name: /Custom allocation/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Demand-based delivery/ })).not.toBeInTheDocument();
  });

  it('shows the upgrade note only when the software is not above v0.4.5 (H-23)', async () => {
    const note = 'In order to specify an allocation the software of Solshare needs to be upgraded to above v0.4.5';
    deliveryDraft('3P_35A_0001', 'v0.4.5');
    const first = renderScreen(ChoiceScreen, delivery);
    expect(await screen.findByText(note)).toBeInTheDocument();
    first.unmount();
    deliveryDraft('3P_35A_0001', 'v0.4.6');
    renderScreen(ChoiceScreen, delivery);
    await screen.findByRole('radio', { name: /Custom allocation/ });
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('marks the method the job already holds (optimise → Demand-based delivery)', async () => {
    project.solarDeliveryMethod = 'optimise';
    renderScreen(ChoiceScreen, delivery);
    expect(await screen.findByRole('radio', { name: /Demand-based delivery/ })).toBeChecked();
  });

  it('says to choose when NEXT is tapped with nothing chosen, and stays', async () => {
    const { history } = renderScreen(ChoiceScreen, delivery);
    await userEvent.click(await screen.findByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('Please choose a solar delivery method.')).toBeInTheDocument();
    expect(history).toEqual(['/commission/17']);
    expect(project.solarDeliveryMethod).toBeNull();
  });

  it.each([
    ['3P_35A_0001', 'Demand-based delivery', 'v0.4.6', 'optimise', '/commission/ct-rating'],
    ['3P_35A_0001', 'Custom allocation', 'v0.4.6', 'optimise_weight', '/commission/unequal-allocation/1'],
    ['3P_35A_0001', 'Custom allocation', 'v0.4.10', 'optimise_weight', '/commission/unequal-allocation/1'],
    ['3P_35A_0001', 'Custom allocation', 'v0.4.5', 'optimise_even', '/commission/ct-rating'],
    ['3P_35A_0001', 'Custom allocation', null, 'optimise_even', '/commission/ct-rating'],
    ['2P_100_0001', 'Custom allocation', 'v0.5.0', 'net_metering', '/commission/unequal-allocation/1'],
    ['2P_100_0001', 'Custom allocation', 'v0.4.5', 'net_metering', '/commission/photos'],
  ])('%s choosing %s on %s stores %s and goes to %s (Y.9a)', async (serial, label, sw, stored, next) => {
    deliveryDraft(serial, sw);
    const { history } = renderScreen(ChoiceScreen, delivery);
    await userEvent.click(await screen.findByRole('radio', { name: new RegExp(label) }));
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(history.at(-1)).toBe(next));
    if (next.includes('unequal-allocation')) {
      // Z-13: weighted only once the allocation review is confirmed
      project.algorithmWeight = Array.from({ length: serial.startsWith('2P') ? 2 : 3 }, (_, p) => [
        [p, 0, 100],
        [p, 1, null],
        [p, 2, null],
        [p, 3, null],
        [p, 4, null],
      ]);
      expect((await confirmAllocation(handlerContext())).kind).not.toBe('failed');
    }
    expect(project.solarDeliveryMethod).toBe(stored);
  });
});

describe('the delivery choice is kept with the job until NEXT (no lost work)', () => {
  it('is still chosen when the screen opens again (a reload, a 401 and a new login)', async () => {
    const first = renderScreen(ChoiceScreen, delivery);
    await userEvent.click(await screen.findByRole('radio', { name: /Demand-based delivery/ }));
    first.unmount();
    renderScreen(ChoiceScreen, delivery);
    expect(await screen.findByRole('radio', { name: /Demand-based delivery/ })).toBeChecked();
    expect(project.solarDeliveryMethod).toBeNull(); // nothing is stored before NEXT
  });

  it('wins over what the job held before, until NEXT stores it', async () => {
    project.solarDeliveryMethod = 'optimise';
    const first = renderScreen(ChoiceScreen, delivery);
    await userEvent.click(await screen.findByRole('radio', { name: /Custom allocation/ }));
    first.unmount();
    renderScreen(ChoiceScreen, delivery);
    expect(await screen.findByRole('radio', { name: /Custom allocation/ })).toBeChecked();
  });

  it('is cleared with the job (COMMISSION ANOTHER UNIT, a logout)', async () => {
    const first = renderScreen(ChoiceScreen, delivery);
    await userEvent.click(await screen.findByRole('radio', { name: /Demand-based delivery/ }));
    first.unmount();
    clearJob();
    deliveryDraft('3P_35A_0001', 'v0.4.6');
    renderScreen(ChoiceScreen, delivery);
    expect(await screen.findByRole('radio', { name: /Demand-based delivery/ })).not.toBeChecked();
  });

  it('belongs to the unit it was chosen for', async () => {
    const first = renderScreen(ChoiceScreen, delivery);
    await userEvent.click(await screen.findByRole('radio', { name: /Demand-based delivery/ }));
    first.unmount();
    project.serialNumber = '3P_35A_0002';
    renderScreen(ChoiceScreen, delivery);
    expect(await screen.findByRole('radio', { name: /Demand-based delivery/ })).not.toBeChecked();
  });
});

describe('CT rating on /commission/ct-rating (Y.10, E-42, E-45, Z-51)', () => {
  it('offers 200, 120 and 75 A in this order (M-03)', async () => {
    renderScreen(ChoiceScreen, ct);
    await screen.findByRole('button', { name: /^200 A/ });
    expect(screen.getAllByRole('button', { name: / A/ }).map((b) => b.textContent)).toEqual(['200 A', '120 A', '75 A']);
  });

  it('stores the tapped rating and goes on to the photos (E-46)', async () => {
    const { history } = renderScreen(ChoiceScreen, ct);
    await userEvent.click(await screen.findByRole('button', { name: /^75 A/ }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/photos'));
    expect(project.CTRating).toBe(75);
  });

  it('marks the rating the job holds', async () => {
    project.CTRating = 120;
    renderScreen(ChoiceScreen, ct);
    expect(await screen.findByRole('button', { name: /^120 A/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    ['3P_35A_0500', 'GB', 120],
    ['3P_35A_0500', 'DE', 120],
    ['2P_100_0001', 'AU', 200],
  ])('leaves the page at once for %s in %s, with %s A set', async (serial, country, rating) => {
    deliveryDraft(serial, 'v0.4.6', country);
    const { history } = renderScreen(ChoiceScreen, ct);
    await waitFor(() => expect(history.at(-1)).toBe('/commission/photos'));
    expect(project.CTRating).toBe(rating);
    expect(screen.queryByRole('button', { name: /^200 A/ })).not.toBeInTheDocument();
  });
});

describe('connection type on /commission/12/:index (E-13, E-14)', () => {
  it('names the group and does not offer No Connection on the first one (Z-05)', async () => {
    renderScreen(ChoiceScreen, connectionType, group(0));
    expect(await screen.findByRole('button', { name: /^One three-phase unit/ })).toBeInTheDocument();
    expect(screen.getByText('Output group 1 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /No Connection/ })).not.toBeInTheDocument();
  });

  it('offers No Connection on group 1, stores n/a on every phase and goes to the next group (E-16)', async () => {
    const { history } = renderScreen(ChoiceScreen, connectionType, group(1));
    await userEvent.click(await screen.findByRole('button', { name: /^No Connection/ }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/12/2'));
    expect(project.connections[1]).toEqual({ type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' });
  });

  it('goes to the review after No Connection on the last group (E-16)', async () => {
    const { history } = renderScreen(ChoiceScreen, connectionType, group(4));
    await userEvent.click(await screen.findByRole('button', { name: /^No Connection/ }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/15'));
  });

  it('leads to the three-phase and single-phase name screens of the same group, storing nothing yet', async () => {
    const { history } = renderScreen(ChoiceScreen, connectionType, group(2));
    await userEvent.click(await screen.findByRole('button', { name: /^One three-phase unit/ }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/14/2'));
    await userEvent.click(screen.getByRole('button', { name: /^Three single-phase units/ }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/13/2'));
    expect(project.connections[2]?.L1).toBe('');
  });

  it('marks the type the group holds', async () => {
    project.connections[3] = { type: '1x3', L1: 'Shop', L2: 'Shop', L3: 'Shop' };
    renderScreen(ChoiceScreen, connectionType, group(3));
    expect(await screen.findByRole('button', { name: /^One three-phase unit/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says two-phase words for a two-phase unit, never three-phase (Z-35)', async () => {
    deliveryDraft('2P_100_0200', 'v0.5.0');
    renderScreen(ChoiceScreen, connectionType, group(1));
    expect(await screen.findByRole('button', { name: /^One unit on both phases/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Two single-phase units/ })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/three/i);
  });

  it('says so when the group index is out of range', async () => {
    renderScreen(ChoiceScreen, connectionType, group(7));
    expect(await screen.findByText(/This connection group does not exist/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /One three-phase unit/ })).not.toBeInTheDocument();
  });
});
