// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimalFixed, perPhaseKw, perPhaseKwForSerial, perPhaseKwHundredths } from '../../src/handlers/rules';

// Y.4: [dcSize, three-phase, two-phase]
const Y4 = [
  [10, '3.33', '5.00'],
  [10.01, '3.33', '5.00'],
  [5, '1.66', '2.50'],
  [7.77, '2.59', '3.88'],
  [9.99, '3.33', '4.99'],
  [22, '7.33', '11.00'],
  [100, '33.33', '50.00'],
  [3.3, '1.10', '1.65'],
  [2.3, '0.76', '1.15'],
  [4.6, '1.53', '2.30'],
  [0.01, '0.00', '0.00'],
] as const;

describe('perPhaseKw (E-31, Y.4)', () => {
  it.each(Y4)('floors %s kW to %s per phase on three phases and %s on two', (dc, three, two) => {
    expect(formatDecimalFixed(perPhaseKw(dc, 3))).toBe(three);
    expect(formatDecimalFixed(perPhaseKw(dc, 2))).toBe(two);
    expect(perPhaseKw(String(dc), 3)).toBe(Number(three));
    expect(perPhaseKwForSerial(dc, '3P_35A_0001')).toBe(Number(three));
    expect(perPhaseKwForSerial(dc, '2P_100_0001')).toBe(Number(two));
  });

  it.each(Y4)('keeps %s kW within 0.01 per phase of the exact share', (dc) => {
    for (const phases of [2, 3]) {
      const h = perPhaseKwHundredths(dc, phases);
      const total = Math.round(dc * 100);
      expect(h * phases).toBeLessThanOrEqual(total);
      expect(total - h * phases).toBeLessThan(phases);
    }
  });

  it('gives 0 for input that is not a number', () => {
    expect(perPhaseKw('abc', 3)).toBe(0);
    expect(perPhaseKw(10, 0)).toBe(0);
  });

  it('never exceeds dcSize and loses less than 0.01 per phase, for any 2-decimal dcSize', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.constantFrom(2, 3), (dcHundredths, phases) => {
        const h = perPhaseKwHundredths(dcHundredths / 100, phases);
        expect(h * phases).toBeLessThanOrEqual(dcHundredths);
        expect(dcHundredths - h * phases).toBeLessThan(phases);
        expect(perPhaseKw(dcHundredths / 100, phases)).toBe(h / 100);
      }),
    );
  });
});
