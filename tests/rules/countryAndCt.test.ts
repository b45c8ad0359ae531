// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CT_RATINGS,
  automaticCtRating,
  countryGroup,
  effectiveCountry,
  isCtRating,
  isSupportedCountry,
  normaliseCountry,
  regionOf,
} from '../../src/handlers/rules';
import { CT_RATING_EXAMPLES } from '../support/ctRatingExamples.ts';

describe('automatic CT rating (E-45, Z-09, Y.10)', () => {
  it.each(CT_RATING_EXAMPLES)('%s in %s → %s (null: the CT page is shown)', (serial, country, rating) => {
    expect(automaticCtRating(serial, country)).toBe(rating);
  });

  it('offers 200, 120 and 75 A in that order', () => {
    expect(CT_RATINGS).toEqual([200, 120, 75]);
    expect(isCtRating(75)).toBe(true);
    expect(isCtRating(100)).toBe(false);
  });
});

describe('country groups and regions (F-02, N-07, Z-19, Y.16k)', () => {
  it.each([
    ['AU', 'au', 'Oceania'],
    ['NZ', 'au', 'Oceania'],
    ['US', 'us', 'Americas'],
    ['GB', 'uk', 'Europe'],
    ['DE', 'uk', 'Europe'],
    ['FR', 'other', 'Oceania'],
    [undefined, 'other', 'Oceania'],
    [' gb ', 'uk', 'Europe'],
    ['United Kingdom', 'uk', 'Europe'],
  ])('puts %s in group %s and region %s', (country, group, region) => {
    expect(countryGroup(country)).toBe(group);
    expect(regionOf(country)).toBe(region);
  });

  it('gives Oceania when the IP lookup failed and the country fell back to Australia', () => {
    expect(regionOf(effectiveCountry({}))).toBe('Oceania');
  });

  it('knows exactly the five supported countries', () => {
    expect(['AU', 'GB', 'US', 'NZ', 'DE'].every((c) => isSupportedCountry(c))).toBe(true);
    expect(isSupportedCountry('FR')).toBe(false);
    expect(normaliseCountry('Germany')).toBe('DE');
  });
});

describe('which country decides (Z-08)', () => {
  it.each([
    [{ projectCountry: 'GB', logCountry: 'AU', userCountry: 'US' }, 'GB'],
    [{ projectCountry: '', logCountry: 'nz', userCountry: 'US' }, 'NZ'],
    [{ projectCountry: null, logCountry: undefined, userCountry: 'US' }, 'US'],
    [{}, 'AU'],
  ])('chooses %j → %s', (sources, country) => {
    expect(effectiveCountry(sources)).toBe(country);
  });
});
