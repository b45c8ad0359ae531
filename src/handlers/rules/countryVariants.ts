// Country variants of a text as data (content/countries.json): each country has a chain of key
// suffixes, e.g. NZ → nz, au: `failure.reverse` shows `failure.reverse_nz`, else `…_au`, else the
// base text. An NZ-only message is a locale key, not code.
import countries from '../../../content/countries.json' with { type: 'json' };
import { normaliseCountry, type Region } from './countryNames.ts';

/** a colour a country's wiring rules give a phase (content/schemas/countries.schema.json) */
export type PhaseColour = 'red' | 'white' | 'blue' | 'yellow' | 'brown' | 'black' | 'grey';

interface CountryEntry {
  variants: string[];
  region: Region;
  phaseColours: PhaseColour[]; // three: L1, L2, L3 (the schema holds it)
}
const table = countries as { countries: Record<string, CountryEntry>; otherCountries: string };

function entry(country: string | null | undefined): CountryEntry {
  return table.countries[normaliseCountry(country)] ?? table.countries[table.otherCountries];
}

/** 'NZ' → ['nz', 'au']; a country the file does not list uses `otherCountries`' chain. */
export function variantChain(country: string | null | undefined): readonly string[] {
  return entry(country).variants;
}

/** The region of a country (N-07, Z-19) as content/countries.json says. */
export function regionFromData(country: string | null | undefined): Region {
  return entry(country).region;
}

/** The colours of L1, L2 and L3 where the site is (N-16: red, white, blue in Australia). */
export function phaseColoursOf(country: string | null | undefined): readonly PhaseColour[] {
  return entry(country).phaseColours;
}

/** Whether the country is listed (else `otherCountries` decides). */
export function isListedCountry(country: string | null | undefined): boolean {
  return normaliseCountry(country) in table.countries;
}

/** The first variant of `key` along the chain that exists, else `key` itself. */
export function variantKey(key: string, chain: readonly string[], exists: (key: string) => boolean): string {
  for (const suffix of chain) if (exists(`${key}_${suffix}`)) return `${key}_${suffix}`;
  return key;
}
