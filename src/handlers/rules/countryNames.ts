// Country codes and names, and the region names: what the variant data and the country rules both
// read (its own file, so those two do not import each other).

/** The regions support contacts are kept for (N-07). */
export type Region = 'Oceania' | 'Americas' | 'Europe';

// Log entries and geocoders may give names rather than codes (reading); map the five we support.
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AUSTRALIA: 'AU',
  'NEW ZEALAND': 'NZ',
  'UNITED KINGDOM': 'GB',
  UK: 'GB',
  'GREAT BRITAIN': 'GB',
  GERMANY: 'DE',
  DEUTSCHLAND: 'DE',
  'UNITED STATES': 'US',
  'UNITED STATES OF AMERICA': 'US',
  USA: 'US',
};

/** " au " → "AU", "United Kingdom" → "GB"; other values are returned trimmed and upper-cased. */
export function normaliseCountry(raw: string | null | undefined): string {
  const upper = (raw ?? '').trim().toUpperCase();
  return COUNTRY_NAMES[upper] ?? upper;
}
