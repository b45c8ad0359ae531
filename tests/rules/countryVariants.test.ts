// Country variants as data (content/countries.json): each country's chain of text variants.
import { describe, expect, it } from 'vitest';
import { countryGroup, regionOf, variantChain, variantKey } from '../../src/handlers/rules';

const has =
  (...keys: string[]) =>
  (key: string) =>
    keys.includes(key);

describe('country variant chains', () => {
  it.each([
    ['NZ', ['nz', 'au']],
    ['AU', ['au']],
    ['DE', ['de', 'uk']],
    ['GB', ['uk']],
    ['US', ['us']],
    ['FR', ['au']], // any other country reads the Australian text (B-14, N-10)
    [null, ['au']],
  ])('%s reads the variants %j in that order', (country, chain) => {
    expect(variantChain(country)).toEqual(chain);
  });

  it('takes the first variant along the chain that exists, else the base key', () => {
    expect(variantKey('failure.trip', variantChain('NZ'), has('failure.trip_nz', 'failure.trip_au'))).toBe(
      'failure.trip_nz',
    );
    expect(variantKey('failure.trip', variantChain('NZ'), has('failure.trip_au'))).toBe('failure.trip_au');
    expect(variantKey('failure.trip', variantChain('DE'), has('failure.trip_uk'))).toBe('failure.trip_uk');
    expect(variantKey('failure.trip', variantChain('US'), has('failure.trip_au'))).toBe('failure.trip');
  });

  it('derives the country group and region from the same data', () => {
    expect(['AU', 'NZ', 'GB', 'DE', 'US', 'FR'].map((c) => [countryGroup(c), regionOf(c)])).toEqual([
      ['au', 'Oceania'],
      ['au', 'Oceania'],
      ['uk', 'Europe'],
      ['uk', 'Europe'],
      ['us', 'Americas'],
      ['other', 'Oceania'],
    ]);
  });
});
