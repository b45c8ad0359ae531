// /commission/unequal-allocation/:index, a form step with the phaseWeights field, on the whole app with
// the real client and the simulator: even split (Y.5), remainder display and NEXT (Y.6), unit switching
// (Y.7) and kW → % storage (E-35), with the exact texts of L-30…L-32, and the draft kept per phase.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formDrafts } from '../../src/state/formDrafts.ts';
import { project, type Connection } from '../../src/state/project.ts';
import { jobAt } from '../support/jobAt.ts';
import { outputGroups } from '../support/outputGroups.ts';
import type { RenderedRoute } from '../support/renderRoute.tsx';

/** `enabled` three-single groups (U1…), the rest No Connection. */
const groups = (enabled: number) =>
  outputGroups(
    ...Array.from({ length: enabled }, (_, i): Connection => ({
      type: '3x1',
      L1: `U${i + 1}`,
      L2: `V${i + 1}`,
      L3: `W${i + 1}`,
    })),
  );

/** A commissioner's job on `serial` with `enabled` groups and `dcSize` kW DC, at phase `index`. */
async function open(
  serial: string,
  enabled: number,
  { dcSize = 10, index = '1', unit = '%' as '%' | 'kW' } = {},
): Promise<RenderedRoute> {
  const route = await jobAt(`/commission/unequal-allocation/${index}`, {
    serialNumber: serial,
    connections: groups(enabled),
    spec: { dcSize, acSize: dcSize, inverter: 'SMA', inputInverter: '' },
    allocationUnit: unit,
  });
  await screen.findByRole('button', { name: 'NEXT' });
  return route;
}

const boxes = () => screen.queryAllByRole('textbox') as HTMLInputElement[];
const calculated = () => screen.getByTestId('calculated-row').querySelector('output')!.textContent;
async function enter({ user }: RenderedRoute, values: string[]) {
  const inputs = boxes();
  for (const [i, v] of values.entries()) {
    await user.clear(inputs[i]!);
    if (v !== '') await user.type(inputs[i]!, v);
  }
}
const next = ({ user }: RenderedRoute) => user.click(screen.getByRole('button', { name: 'NEXT' }));
const kwMode = ({ user }: RenderedRoute) => user.click(screen.getByRole('button', { name: /kW DC/ }));
const percentMode = ({ user }: RenderedRoute) => user.click(screen.getByRole('button', { name: /^(✔ )?%$/ }));

describe('default even split (Y.5, E-37, Z-21)', () => {
  it.each([
    [1, [], 'calculated 100%'],
    [2, ['50'], 'calculated 50%'],
    [3, ['33.33', '33.33'], 'calculated 33.34%'],
    [4, ['25', '25', '25'], 'calculated 25%'],
    [5, ['20', '20', '20', '20'], 'calculated 20%'],
  ])('%i enabled connections start at %j with %s', async (enabled, defaults, display) => {
    await open('3P_35A_0500', enabled);
    expect(boxes().map((b) => b.value)).toEqual(defaults);
    expect(calculated()).toBe(display);
  });

  it('says which phase of how many and how much it has (E-29, E-31)', async () => {
    await open('3P_35A_0500', 2, { index: '2' });
    expect(screen.getByText('Phase L2 (2 of 3)')).toBeInTheDocument();
    expect(screen.getByText('Available on this phase: 3.33 kW DC')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /L2-1.*V1/ })).toHaveValue('50');
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
    [
      'kW',
      3,
      ['2.00', '1.50'],
      'calculated N/A',
      'Total input allocation for all connections must be smaller than the available kW.',
    ],
  ])('%s with %i enabled and %j shows %s; NEXT → %s', async (mode, enabled, values, display, message) => {
    const route = await open('3P_35A_0500', enabled);
    if (mode === 'kW') await kwMode(route);
    await enter(route, values);
    expect(calculated()).toBe(display);
    await next(route);
    if (message) {
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(route.history.at(-1)).toBe('/commission/unequal-allocation/1');
      expect(project.algorithmWeight).toEqual([]);
    } else {
      await waitFor(() => expect(route.history.at(-1)).toBe('/commission/unequal-allocation/2'));
    }
  });

  it('names the empty box: `Please input number to L1-2.` (L-30, Z-31)', async () => {
    const route = await open('3P_35A_0500', 3);
    await enter(route, ['40', '']);
    await next(route);
    expect((await screen.findByRole('alert')).textContent).toContain('Please input number to L1-2.');
  });

  it('two-phase unit, 2 kW of 5.00 available: calculated 3kW and the last phase leads to the review', async () => {
    const route = await open('2P_100_0200', 2, { index: '2' });
    expect(screen.getByText('Available on this phase: 5.00 kW DC')).toBeInTheDocument();
    await kwMode(route);
    await enter(route, ['2']);
    expect(calculated()).toBe('calculated 3kW');
    await next(route);
    await waitFor(() => expect(route.history.at(-1)).toBe('/commission/unequal-allocation-review'));
    expect(project.algorithmWeight[1]).toEqual([
      [1, 0, 40],
      [1, 1, 60],
      [1, 2, null],
      [1, 3, null],
      [1, 4, null],
    ]);
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
    const route = await open('3P_35A_0500', 2);
    if (from === 'kW') await kwMode(route);
    await enter(route, [value]);
    if (from === 'kW') await percentMode(route);
    else await kwMode(route);
    expect(boxes()[0]!.value).toBe(result);
  });

  it('stores kW 1.00, 1.00 of 3.33 as 30.03 %, 30.03 %, 39.94 % on the phase, and opens the next phase in kW', async () => {
    const route = await open('3P_35A_0500', 3);
    await kwMode(route);
    await enter(route, ['1.00', '1.00']);
    await next(route);
    await waitFor(() => expect(route.history.at(-1)).toBe('/commission/unequal-allocation/2'));
    expect(project.algorithmWeight[0]).toEqual([
      [0, 0, 30.03],
      [0, 1, 30.03],
      [0, 2, 39.94],
      [0, 3, null],
      [0, 4, null],
    ]);
    expect(await screen.findByText('Phase L2 (2 of 3)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /kW DC/ })).toHaveAttribute('aria-pressed', 'true');
    expect(boxes().map((b) => b.value)).toEqual(['1.11', '1.11']); // the even split, in kW
  });

  it('stores the even split shown in kW exactly, not from its rounded kW (E-37)', async () => {
    const route = await open('3P_35A_0500', 2, { unit: 'kW' });
    expect(boxes()[0]!.value).toBe('1.67');
    await next(route);
    await waitFor(() =>
      expect(project.algorithmWeight[0]).toEqual([
        [0, 0, 50],
        [0, 1, 50],
        [0, 2, null],
        [0, 3, null],
        [0, 4, null],
      ]),
    );
  });

  it('disables kW when the phase has 0 kW available (Z-59)', async () => {
    await open('3P_35A_0500', 2, { dcSize: 0.01 });
    expect(screen.getByRole('button', { name: /kW DC/ })).toBeDisabled();
  });

  it('keeps typed values and the unit across a reload, per phase, until NEXT (A-20)', async () => {
    const route = await open('3P_35A_0500', 3);
    await kwMode(route);
    await enter(route, ['1', '2']);
    expect(formDrafts['3P_35A_0500|allocation:/commission/unequal-allocation/1']).toEqual({
      weights: { mode: 'kW', groups: [[0, 1, 2]], values: [['1', '2']] },
    });
    route.navigate('/commission/unequal-allocation/2');
    await screen.findByText('Phase L2 (2 of 3)');
    expect(boxes().map((b) => b.value)).toEqual(['33.33', '33.33']); // phase 2 has its own
    route.navigate('/commission/unequal-allocation/1');
    await screen.findByText('Phase L1 (1 of 3)');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2']);
    expect(screen.getByRole('button', { name: /kW DC/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('drops a draft typed for other connections and starts from the even split', async () => {
    const route = await open('3P_35A_0500', 3);
    await enter(route, ['10', '20']);
    project.connections = groups(2);
    route.navigate('/commission/unequal-allocation/2');
    await screen.findByText('Phase L2 (2 of 3)');
    route.navigate('/commission/unequal-allocation/1');
    await screen.findByText('Phase L1 (1 of 3)');
    expect(boxes().map((b) => b.value)).toEqual(['50']);
    await next(route);
    await waitFor(() =>
      expect(project.algorithmWeight[0]?.slice(0, 2)).toEqual([
        [0, 0, 50],
        [0, 1, 50],
      ]),
    );
  });

  it('says so when the phase index is out of range for a two-phase unit (E-29)', async () => {
    await jobAt('/commission/unequal-allocation/3', { serialNumber: '2P_100_0200', connections: groups(2) });
    expect(await screen.findByText(/This phase does not exist/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
