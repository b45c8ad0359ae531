// Allocation in kW is exact (E-35, E-37, Z-49): the stored percentages of a phase always sum to
// exactly 100.00, none negative, each on hundredths; the default even split stays even in kW.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharesOfHundred, storedPercents, type AllocationMode } from '../../src/handlers/rules/allocation.ts';
import { toHundredths } from '../../src/handlers/rules/decimal.ts';
import { initialAllocation, weightsToStore, type PhaseConnection } from '../../src/handlers/config/allocationModel.ts';

const h = (v: number) => {
  const x = toHundredths(v);
  if (x === null || Math.abs(x / 100 - v) > 1e-9) throw new Error(`${v} is not on hundredths`);
  return x;
};
const sumH = (vs: readonly (number | null)[]) => vs.reduce<number>((s, v) => s + (v === null ? 0 : h(v)), 0);
const connections = (n: number): PhaseConnection[] =>
  Array.from({ length: n }, (_, group) => ({ group, label: `L1-${group + 1}`, name: `Unit ${group + 1}` }));

/** A valid phase: n connections, a total (10 000 hundredths of % or the available kW) cut into n parts ≥ 0. */
const phase = fc
  .record({
    mode: fc.constantFrom<AllocationMode>('percent', 'kW'),
    n: fc.integer({ min: 1, max: 5 }),
    availableH: fc.integer({ min: 1, max: 200_000 }),
    cuts: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 4, maxLength: 4 }),
  })
  .map(({ mode, n, availableH, cuts }) => {
    const total = mode === 'percent' ? 10_000 : availableH;
    const points = cuts
      .slice(0, n - 1)
      .map((c) => Math.floor(c * total))
      .sort((a, b) => a - b);
    const parts = [...points, total].map((p, i, all) => p - (i === 0 ? 0 : all[i - 1]));
    return { mode, n, availableKw: availableH / 100, editable: parts.slice(0, -1).map((p) => (p / 100).toFixed(2)) };
  });

describe('stored weights of a phase', () => {
  it('sum to exactly 100.00, none negative, for random valid allocations in % and kW (10,000 runs)', () => {
    fc.assert(
      fc.property(phase, ({ mode, n, availableKw, editable }) => {
        const stored = storedPercents(mode, editable, availableKw);
        expect(stored).not.toBeNull();
        expect(stored).toHaveLength(n);
        expect(stored!.every((p) => h(p) >= 0)).toBe(true);
        expect(sumH(stored!)).toBe(10_000);
        const weights = weightsToStore(
          { mode, groups: connections(n).map((c) => c.group), values: editable },
          availableKw,
        );
        expect(weights!.every((w) => w === null || h(w) >= 0)).toBe(true);
        expect(sumH(weights!)).toBe(10_000);
      }),
      { numRuns: 10_000 },
    );
  });

  it.each([
    [['1.11', '1.11'], 3.33, [33.34, 33.33, 33.33]],
    [['1.00', '1.00'], 3.33, [30.03, 30.03, 39.94]], // Y.6
    [['0.01'], 0.03, [33.33, 66.67]],
    [['3.33', '0'], 3.33, [100, 0, 0]],
  ])('kW %j of %s kW stores %j', (editable, available, expected) => {
    expect(storedPercents('kW', editable, available)).toEqual(expected);
  });

  it('shares of a hundred go to the largest remainders, never below zero', () => {
    expect(sharesOfHundred([1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(sharesOfHundred([0, 0])).toBeNull();
    expect(sharesOfHundred([0, 5])).toEqual([0, 10_000]);
  });

  it.each([2, 3, 4, 5])('opening a phase of %i connections in kW keeps the even split exact (E-37)', (n) => {
    const draft = initialAllocation(connections(n), undefined, undefined, 'kW', 3.33);
    expect(draft.mode).toBe('kW');
    const weights = weightsToStore(draft, 3.33)!;
    const even =
      n === 2 ? [50, 50] : n === 3 ? [33.33, 33.33, 33.34] : n === 4 ? [25, 25, 25, 25] : [20, 20, 20, 20, 20];
    expect(weights.slice(0, n)).toEqual(even);
  });
});
