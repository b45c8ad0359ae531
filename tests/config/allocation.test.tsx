// /commission/unequal-allocation/:index: even split (Y.5), remainder display and NEXT (Y.6), unit
// switching (Y.7) and kW → % storage (E-35), with the exact texts of L-30…L-32.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import AllocationScreen from '../../src/screens/config/AllocationScreen.tsx';
import { project, type Connection } from '../../src/state/project.ts';
import { initTestI18n, renderStep, resetDraft, step } from './renderStep.tsx';

const allocationStep = step({
  path: '/commission/unequal-allocation/:index',
  screen: 'allocation',
  run: 'saveAllocationPhase',
  title: 'allocation.title',
  on: { next: '/commission/unequal-allocation/:index', review: '/commission/unequal-allocation-review' },
});

const NONE: Connection = { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' };
/** `enabled` three-single groups (U1…), the rest No Connection. */
function groups(enabled: number): Connection[] {
  return Array.from({ length: 5 }, (_, i) => (i < enabled ? { type: '3x1', L1: `U${i + 1}`, L2: `V${i + 1}`, L3: `W${i + 1}` } : { ...NONE }));
}

function open(serial: string, enabled: number, dcSize = 10, index = '1') {
  resetDraft(serial, { connections: groups(enabled), spec: { dcSize, acSize: dcSize, inverter: 'SMA', inputInverter: '' } });
  return renderStep(AllocationScreen, allocationStep, { url: `/commission/unequal-allocation/${index}`, params: { index } });
}

const boxes = () => screen.queryAllByRole('textbox') as HTMLInputElement[];
const calculated = () => screen.getByTestId('calculated-row').querySelector('output')!.textContent;
async function enter(values: string[]) {
  const inputs = boxes();
  for (const [i, v] of values.entries()) {
    await userEvent.clear(inputs[i]!);
    if (v !== '') await userEvent.type(inputs[i]!, v);
  }
}
const next = () => userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
const kwMode = () => userEvent.click(screen.getByRole('button', { name: /kW DC/ }));
const percentMode = () => userEvent.click(screen.getByRole('button', { name: /^(✔ )?%$/ }));

beforeAll(initTestI18n);
beforeEach(() => resetDraft('3P_35A_0500'));

describe('default even split (Y.5, E-37, Z-21)', () => {
  it.each([
    [1, [], 'calculated 100%'],
    [2, ['50'], 'calculated 50%'],
    [3, ['33.33', '33.33'], 'calculated 33.34%'],
    [4, ['25', '25', '25'], 'calculated 25%'],
    [5, ['20', '20', '20', '20'], 'calculated 20%'],
  ])('%i enabled connections start at %j with %s', async (enabled, defaults, display) => {
    open('3P_35A_0500', enabled);
    await screen.findByTestId('calculated-row');
    expect(boxes().map((b) => b.value)).toEqual(defaults);
    expect(calculated()).toBe(display);
  });
});

describe('remainder, calculated display and NEXT (Y.6)', () => {
  it.each([
    ['%', 3, ['30', '30'], 'calculated 40%', null],
    ['%', 4, ['10', '20', '30'], 'calculated 40%', null],
    ['%', 3, ['50', '50'], 'calculated 0%', null],
    ['%', 3, ['60', '50'], 'calculated N/A', 'Total input percent is greater than 100%.'],
    ['%', 2, ['100.01'], 'calculated N/A', 'Total input percent is greater than 100%.'],
    ['kW', 3, ['1.00', '1.00'], 'calculated 1.33kW', null],
    ['kW', 3, ['1.11', '1.11'], 'calculated 1.11kW', null],
    ['kW', 3, ['2.00', '1.50'], 'calculated N/A', 'Total input allocation for all connections must be smaller than the available kW.'],
  ])('%s with %i enabled and %j shows %s; NEXT → %s', async (mode, enabled, values, display, message) => {
    const { history } = open('3P_35A_0500', enabled);
    await screen.findByTestId('calculated-row');
    if (mode === 'kW') await kwMode();
    await enter(values);
    expect(calculated()).toBe(display);
    await next();
    if (message) {
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(history).toEqual(['/commission/unequal-allocation/1']);
    } else {
      await waitFor(() => expect(history.at(-1)).toBe('/commission/unequal-allocation/2'));
    }
  });

  it('names the empty box: `Please input number to L1-2.` (L-30, Z-31)', async () => {
    open('3P_35A_0500', 3);
    await screen.findByTestId('calculated-row');
    await enter(['40', '']);
    await next();
    expect(screen.getByRole('alert').textContent).toContain('Please input number to L1-2.');
  });

  it('two-phase unit, 2 kW of 5.00 available: calculated 3kW and the last phase leads to the review', async () => {
    const { history } = open('2P_100_0200', 2, 10, '2');
    await screen.findByTestId('calculated-row');
    expect(screen.getByText('Available on this phase: 5.00 kW DC')).toBeInTheDocument();
    await kwMode();
    await enter(['2']);
    expect(calculated()).toBe('calculated 3kW');
    await next();
    await waitFor(() => expect(history.at(-1)).toBe('/commission/unequal-allocation-review'));
  });
});

describe('unit switching (Y.7, E-36) and storage (E-35, E-40)', () => {
  it.each([
    ['%', '30.03', 'kW', '1'],
    ['%', '25', 'kW', '0.83'],
    ['kW', '0.83', '%', '24.92'],
    ['%', '33.33', 'kW', '1.11'],
    ['%', '50', 'kW', '1.67'],
    ['kW', '1.00', '%', '30.03'],
    ['kW', '2.00', '%', '60.06'],
    ['kW', '3.33', '%', '100'],
  ])('%s %s becomes %s %s (available 3.33 kW)', async (from, value, _to, result) => {
    open('3P_35A_0500', 2);
    await screen.findByTestId('calculated-row');
    if (from === 'kW') await kwMode();
    await enter([value]);
    if (from === 'kW') await percentMode();
    else await kwMode();
    expect(boxes()[0]!.value).toBe(result);
  });

  it('stores kW 1.00, 1.00 of 3.33 as 30.03 %, 30.03 %, 39.94 % on the phase', async () => {
    open('3P_35A_0500', 3);
    await screen.findByTestId('calculated-row');
    await kwMode();
    await enter(['1.00', '1.00']);
    await next();
    await waitFor(() =>
      expect(project.algorithmWeight[0]).toEqual([[0, 0, 30.03], [0, 1, 30.03], [0, 2, 39.94], [0, 3, null], [0, 4, null]]),
    );
  });

  it('disables kW when the phase has 0 kW available (Z-59)', async () => {
    open('3P_35A_0500', 2, 0.01);
    await screen.findByTestId('calculated-row');
    expect(screen.getByRole('button', { name: /kW DC/ })).toBeDisabled();
  });

  it('keeps typed values when the screen is opened again (A-20)', async () => {
    const first = open('3P_35A_0500', 3);
    await screen.findByTestId('calculated-row');
    await enter(['10', '20']);
    first.unmount();
    const { container } = renderStep(AllocationScreen, allocationStep, { url: '/commission/unequal-allocation/1', params: { index: '1' } });
    await waitFor(() => expect(container.querySelectorAll('input[type=text]')).toHaveLength(2));
    expect([...container.querySelectorAll('input[type=text]')].map((b) => (b as HTMLInputElement).value)).toEqual(['10', '20']);
  });

  it('says so when the phase index is out of range for a two-phase unit (E-29)', async () => {
    open('2P_100_0200', 2, 10, '3');
    expect(await screen.findByText(/This phase does not exist/)).toBeInTheDocument();
  });
});
