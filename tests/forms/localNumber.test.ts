// Decimal text in the installer's language: only the separator changes, and only where the language
// writes a comma; the app keeps "10.5".
import { describe, expect, it } from 'vitest';
import { parseSize } from '../../src/screens/config/kwSize.ts';
import { formatLocalNumber, readLocalDecimal, showLocalDecimal } from '../../src/ui/localNumber.ts';

describe('typed decimals', () => {
  it.each([
    ['10,5', 'de', 10.5],
    ['10.5', 'de', 10.5],
    ['10,5', 'en', '10,5'], // English: a comma is not a decimal point, the schema says "please input a number"
    ['10.5', 'en', 10.5],
    ['abc', 'de', 'abc'],
  ])('%s typed in %s is read as %s', (typed, lang, value) => {
    expect(parseSize(readLocalDecimal(typed, lang))).toBe(value);
  });

  it('shows stored decimal text the way the language writes it, one character for one', () => {
    expect(showLocalDecimal('10.5', 'de')).toBe('10,5');
    expect(showLocalDecimal('10.5', 'en')).toBe('10.5');
    for (const text of ['1.25', '.5', '3.', '12']) expect(showLocalDecimal(text, 'de')).toHaveLength(text.length);
  });
});

describe('formatLocalNumber', () => {
  it.each([
    ['3.33', 'de', '3,33'],
    ['3.33', 'en', '3.33'],
    ['10.00', 'de', '10,00'],
    ['1234.5', 'de', '1234,5'], // no grouping: kW values are short and a dot would read as a decimal
    ['40', 'en', '40'],
  ])('%s in %s → %s', (value, lang, shown) => {
    expect(formatLocalNumber(value, lang)).toBe(shown);
  });
});
