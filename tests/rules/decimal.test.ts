// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  formatDecimal,
  formatDecimalFixed,
  formatHundredths,
  formatHundredthsFixed,
  hasAtMostTwoDecimals,
  parseDecimal,
  roundDiv,
  toHundredths,
} from '../../src/handlers/rules';

describe('decimal helpers (Z-49)', () => {
  it.each([
    ['3.3', 'floor', 330],
    [3.3, 'floor', 330],
    ['1.005', 'halfUp', 101],
    ['1.005', 'floor', 100],
    ['-0.005', 'halfUp', -1],
    ['-0.001', 'floor', -1],
    [1e-7, 'floor', 0],
    ['.5', 'halfUp', 50],
    ['3.', 'halfUp', 300],
    ['1e2', 'halfUp', 10000],
  ] as const)('parses %s to hundredths with %s rounding as %i', (value, rounding, expected) => {
    expect(toHundredths(value, rounding)).toBe(expected);
  });

  it.each(['', 'abc', '1.2.3', '-', '.', '1e999', Number.NaN, Infinity])('refuses %s', (value) => {
    expect(parseDecimal(value)).toBeNull();
  });

  it.each([
    [4000, '40', '40.00'],
    [111, '1.11', '1.11'],
    [3334, '33.34', '33.34'],
    [110, '1.1', '1.10'],
    [500, '5', '5.00'],
    [0, '0', '0.00'],
    [-17, '-0.17', '-0.17'],
  ])('formats %i hundredths as %s and %s', (h, plain, fixed) => {
    expect(formatHundredths(h)).toBe(plain);
    expect(formatHundredthsFixed(h)).toBe(fixed);
  });

  it('formats float noise away: 3.33 − 2.22 shows 1.11', () => {
    expect(formatDecimal(3.33 - 2.22)).toBe('1.11');
    expect(formatDecimalFixed(5)).toBe('5.00');
  });

  it('rounds divisions exactly', () => {
    expect(roundDiv(7n, 2n, 'halfUp')).toBe(4n);
    expect(roundDiv(-7n, 2n, 'halfUp')).toBe(-4n);
    expect(roundDiv(-7n, 2n, 'floor')).toBe(-4n);
    expect(roundDiv(7n, -2n, 'floor')).toBe(-4n);
    expect(() => roundDiv(1n, 0n, 'floor')).toThrow(RangeError);
  });

  it('compares and checks decimals exactly', () => {
    expect(compareDecimal('22.00', 22)).toBe(0);
    expect(compareDecimal('22.001', 22)).toBe(1);
    expect(hasAtMostTwoDecimals('1.10')).toBe(true);
    expect(hasAtMostTwoDecimals('1.111')).toBe(false);
  });

  it('round-trips every hundredths value through its formatted text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (h) => {
        expect(toHundredths(formatHundredths(h))).toBe(h);
        expect(toHundredths(formatHundredthsFixed(h))).toBe(h);
        expect(toHundredths(h / 100)).toBe(h);
      }),
    );
  });
});
