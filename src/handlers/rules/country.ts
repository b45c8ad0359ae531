// Countries (E-06, N-05), country groups for message/page variants (F-02, N-10, N-11),
// regions (N-07, Z-19) and which country decides (Z-08).
import { isListedCountry, regionFromData, variantChain } from './countryVariants.ts';
import { normaliseCountry } from './countryNames.ts';

export { normaliseCountry } from './countryNames.ts';

export const SUPPORTED_COUNTRIES = ['AU', 'GB', 'US', 'NZ', 'DE'] as const;
export type SupportedCountry = (typeof SUPPORTED_COUNTRIES)[number];
export type CountryGroup = 'au' | 'uk' | 'us' | 'other';
export type { Region } from './countryNames.ts';
import type { Region } from './countryNames.ts';

/** B-14, N-08: the user's country when IP lookup fails. */
export const DEFAULT_COUNTRY: SupportedCountry = 'AU';

export function isSupportedCountry(raw: string | null | undefined): raw is SupportedCountry {
  return (SUPPORTED_COUNTRIES as readonly string[]).includes(raw ?? '');
}

/** F-02, N-10: AU/NZ → au, GB/DE → uk, US → us, anything else → other; the last link of the
 *  country's variant chain in content/countries.json. */
export function countryGroup(country: string | null | undefined): CountryGroup {
  if (!isListedCountry(country)) return 'other';
  const chain = variantChain(country);
  return chain[chain.length - 1] as CountryGroup;
}

/** N-07, Z-19: AU/NZ → Oceania, US → Americas, GB/DE → Europe, anything else (or none) → Oceania
 *  (content/countries.json). */
export function regionOf(country: string | null | undefined): Region {
  return regionFromData(country);
}

export interface CountrySources {
  projectCountry?: string | null | undefined;
  logCountry?: string | null | undefined;
  userCountry?: string | null | undefined;
}

/**
 * Z-08: the site (project) country decides CT auto-rating, failure messages and troubleshooting;
 * then the first log entry's country; then the user's country; then Australia (B-14).
 * Region (info centre, contact) keeps using the user's country: call regionOf(userCountry).
 */
export function effectiveCountry(
  { projectCountry, logCountry, userCountry }: CountrySources,
  defaultCountry: string = DEFAULT_COUNTRY,
): string {
  for (const candidate of [projectCountry, logCountry, userCountry]) {
    const country = normaliseCountry(candidate);
    if (country !== '') return country;
  }
  return normaliseCountry(defaultCountry) || DEFAULT_COUNTRY; // config.json defaultCountry (B-14)
}
