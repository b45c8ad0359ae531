// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AllocationMode,
  algorithmWeightForPhase,
  buildAlgorithmWeight,
  calculatedLabel,
  convertWeights,
  evenSplit,
  formatDecimal,
  hasAnyWeight,
  isKwModeAvailable,
  kwToPercent,
  percentToKw,
  perPhaseKw,
  remainder,
  shouldApplyEvenSplit,
  storedPercents,
  validatePhaseGroup,
  weightInputError,
} from '../../src/handlers/rules';

function display(mode: AllocationMode, value: number): string {
  const label = calculatedLabel(mode, value);
  return label.na ? 'calculated N/A' : `calculated ${label.value}${label.suffix}`;
}

describe('default even split (E-37, Y.5, Z-21)', () => {
  it.each([
    { enabled: 1, editable: [], calculated: 100, shown: 'calculated 100%' },
    { enabled: 2, editable: [50], calculated: 50, shown: 'calculated 50%' },
    { enabled: 3, editable: [33.33, 33.33], calculated: 33.34, shown: 'calculated 33.34%' },
    { enabled: 4, editable: [25, 25, 25], calculated: 25, shown: 'calculated 25%' },
    { enabled: 5, editable: [20, 20, 20, 20], calculated: 20, shown: 'calculated 20%' },
  ])(
    'splits $enabled enabled connections into $editable and shows "$shown"',
    ({ enabled, editable, calculated, shown }) => {
      const split = evenSplit(enabled);
      expect(split).toEqual({ editable, calculated });
      expect(remainder('percent', split.editable)).toBe(calculated);
      expect(display('percent', remainder('percent', split.editable))).toBe(shown);
    },
  );

  it.each([
    [0, true],
    ['0', true],
    ['', true],
    [null, true],
    [undefined, true],
    [30, false],
    ['0.01', false],
  ])('applies the default when the first weight is %s: %s', (first, expected) => {
    expect(shouldApplyEvenSplit(first)).toBe(expected);
  });

  it('sums to exactly 100 for any number of enabled connections', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), (n) => {
        const { editable, calculated } = evenSplit(n);
        const total = [...editable, calculated].reduce((s, v) => s + Math.round(v * 100), 0);
        expect(total).toBe(10_000);
        expect(calculated).toBeGreaterThanOrEqual(editable[0] ?? 0);
      }),
    );
  });
});

describe('remainder, calculated display and NEXT (E-32, E-33, L-30…L-32, Y.6)', () => {
  it.each([
    { mode: 'percent', available: 0, entered: [30, 30], rest: 40, shown: 'calculated 40%', error: null },
    { mode: 'percent', available: 0, entered: [10, 20, 30], rest: 40, shown: 'calculated 40%', error: null },
    { mode: 'percent', available: 0, entered: [50, 50], rest: 0, shown: 'calculated 0%', error: null },
    {
      mode: 'percent',
      available: 0,
      entered: [60, 50],
      rest: -10,
      shown: 'calculated N/A',
      error: { kind: 'overPercent' },
    },
    {
      mode: 'percent',
      available: 0,
      entered: [100.01],
      rest: -0.01,
      shown: 'calculated N/A',
      error: { kind: 'overPercent' },
    },
    {
      mode: 'kW',
      available: perPhaseKw(10, 3),
      entered: ['1.00', '1.00'],
      rest: 1.33,
      shown: 'calculated 1.33kW',
      error: null,
    },
    { mode: 'kW', available: 3.33, entered: [1.11, 1.11], rest: 1.11, shown: 'calculated 1.11kW', error: null },
    {
      mode: 'kW',
      available: 3.33,
      entered: [2.0, 1.5],
      rest: -0.17,
      shown: 'calculated N/A',
      error: { kind: 'overKw' },
    },
    { mode: 'kW', available: perPhaseKw(10, 2), entered: [2], rest: 3, shown: 'calculated 3kW', error: null },
  ] as const)(
    '$mode mode, $available kW, entered $entered: remainder $rest, "$shown"',
    ({ mode, available, entered, rest, shown, error }) => {
      expect(remainder(mode, entered, available)).toBe(rest);
      expect(display(mode, remainder(mode, entered, available))).toBe(shown);
      const inputs = entered.map((value, i) => ({ label: `L1-${i + 1}`, value }));
      expect(validatePhaseGroup({ mode, inputs, availableKw: available })).toEqual(error);
    },
  );

  it('names the empty box before checking the total: 40, (empty) on L1-2', () => {
    const inputs = [
      { label: 'L1-1', value: '40' },
      { label: 'L1-2', value: '' },
    ];
    expect(validatePhaseGroup({ mode: 'percent', inputs })).toEqual({ kind: 'emptyInputs', labels: ['L1-2'] });
  });

  it('lists every empty or invalid box in order', () => {
    const inputs = [
      { label: 'L1-1', value: null },
      { label: 'L1-2', value: '10' },
      { label: 'L1-3', value: '-1' },
      { label: 'L1-4', value: '1.234' },
    ];
    expect(validatePhaseGroup({ mode: 'percent', inputs })).toEqual({
      kind: 'emptyInputs',
      labels: ['L1-1', 'L1-3', 'L1-4'],
    });
  });

  it.each([
    ['', 'required'],
    ['abc', 'notNumber'],
    ['-0.5', 'negative'],
    ['1.234', 'tooManyDecimals'],
    ['12.5', null],
    [0, null],
  ] as const)('checks one weight box %s as %s (L-33)', (raw, error) => {
    expect(weightInputError(raw)).toBe(error);
  });

  it('never leaves a negative remainder when NEXT passes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<AllocationMode>('percent', 'kW'),
        fc.integer({ min: 0, max: 5000 }),
        fc.array(fc.integer({ min: 0, max: 12_000 }), { maxLength: 4 }),
        (mode, availableH, enteredH) => {
          const entered = enteredH.map((h) => h / 100);
          const inputs = entered.map((value, i) => ({ label: String(i), value }));
          const result = validatePhaseGroup({ mode, inputs, availableKw: availableH / 100 });
          const rest = remainder(mode, entered, availableH / 100);
          expect(result === null).toBe(rest >= 0);
          expect(calculatedLabel(mode, rest).na).toBe(rest < 0);
        },
      ),
    );
  });
});

describe('unit switching and storage (E-35, E-36, Y.7)', () => {
  it.each([
    { from: '%', value: 30.03, result: 1.0 },
    { from: '%', value: 25, result: 0.83 },
    { from: 'kW', value: 0.83, result: 24.92 },
    { from: '%', value: 33.33, result: 1.11 },
    { from: '%', value: 50, result: 1.67 },
    { from: 'kW', value: 1.0, result: 30.03 },
    { from: 'kW', value: 2.0, result: 60.06 },
    { from: 'kW', value: 3.33, result: 100 },
  ])('converts $value $from of 3.33 kW to $result', ({ from, value, result }) => {
    const converted = from === '%' ? percentToKw(value, 3.33) : kwToPercent(value, 3.33);
    expect(converted).toBe(result);
    const [viaList] = convertWeights([value], from === '%' ? 'percent' : 'kW', from === '%' ? 'kW' : 'percent', 3.33);
    expect(viaList).toBe(result);
  });

  it('keeps empty boxes empty when switching', () => {
    expect(convertWeights(['', '25'], 'percent', 'kW', 3.33)).toEqual([null, 0.83]);
    expect(convertWeights(['25'], 'percent', 'percent', 3.33)).toEqual([25]);
  });

  it('stores kW weights as percentages of the available kW, the calculated one included (Y.6)', () => {
    expect(storedPercents('kW', ['1.00', '1.00'], 3.33)).toEqual([30.03, 30.03, 39.94]);
    expect(storedPercents('percent', [30, 30], 0)).toEqual([30, 30, 40]);
    expect(storedPercents('percent', [60, 50], 0)).toBeNull();
    expect(storedPercents('kW', [0], 0)).toBeNull();
  });

  it('offers kW mode only when some kW is available (Z-59)', () => {
    expect(isKwModeAvailable(perPhaseKw(0.01, 3))).toBe(false);
    expect(isKwModeAvailable(0.01)).toBe(true);
    expect(kwToPercent(1, 0)).toBeNull();
  });

  it('returns a percentage within 0.005 kW (as % of available) + 0.005 % after a round trip via kW', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 10_000 }), (availableH, percentH) => {
        const available = availableH / 100;
        const percent = percentH / 100;
        const kw = percentToKw(percent, available);
        // one half-up step on the kW value: at most 0.005 kW away from the exact share …
        expect(Math.abs(kw * 100 - (percentH * availableH) / 10_000)).toBeLessThanOrEqual(0.5 + 1e-9);
        // … which is (0.005 / available) × 100 %, plus the half-step of the percentage itself.
        const back = kwToPercent(kw, available);
        expect(back).not.toBeNull();
        expect(Math.abs((back ?? 0) - percent)).toBeLessThanOrEqual((0.005 / available) * 100 + 0.005 + 1e-9);
      }),
    );
  });

  it('returns a kW value within 0.005 % of available + 0.005 kW after a round trip via %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (availableH, kwH) => {
        const available = availableH / 100;
        const kw = Math.min(kwH, availableH) / 100;
        const back = percentToKw(kwToPercent(kw, available) ?? 0, available);
        expect(Math.abs(back - kw)).toBeLessThanOrEqual(0.00005 * available + 0.005 + 1e-9);
      }),
    );
  });
});

describe('algorithmWeight (E-40, H-21)', () => {
  it('builds five [phaseIndex, unitIndex, weight] entries per phase, null where no weight', () => {
    expect(algorithmWeightForPhase(1, [30.03, null, 39.94])).toEqual([
      [1, 0, 30.03],
      [1, 1, null],
      [1, 2, 39.94],
      [1, 3, null],
      [1, 4, null],
    ]);
    const all = buildAlgorithmWeight([[50, 50], [100], []]);
    expect(all).toHaveLength(3);
    expect(all.every((phase) => phase.length === 5)).toBe(true);
    expect(all[2]?.[4]).toEqual([2, 4, null]);
  });

  it.each([
    [[], false],
    [null, false],
    [buildAlgorithmWeight([[], []]), false],
    [buildAlgorithmWeight([[null, 40]]), true],
    [[[0, 0, 25]], true],
    [[25, 75], true],
  ])('reads %j as having weights: %s', (weights, expected) => {
    expect(hasAnyWeight(weights)).toBe(expected);
  });
});

it('shows the remainder without float noise for every pair of kW entries', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 5000 }),
      fc.integer({ min: 0, max: 2500 }),
      fc.integer({ min: 0, max: 2500 }),
      (a, x, y) => {
        const rest = remainder('kW', [x / 100, y / 100], a / 100);
        expect(formatDecimal(rest)).toBe(formatDecimal((a - x - y) / 100));
        expect(Math.round(rest * 100)).toBe(a - x - y);
      },
    ),
  );
});
