// N-07, N-09, J-09…J-11, Z-19: which info-centre links and which support contact the user sees:
// the region's, refined by the country where content/contacts.json gives a country its own contact
// (a German site calls a German number, an NZ site an NZ one). Callers pass the country that
// decides (the site's on a site's pages, src/handlers/rules/regionCountry.ts elsewhere).
// Pure: no React, so it is tested with tables.
import contacts from '../../../content/contacts.json';
import infoCentre from '../../../content/infoCentre.json';
import type { AppConfig } from '../../config/appConfig.ts';
import { normaliseCountry, regionOf, type Region } from '../rules/index.ts';

export const REGIONS: readonly Region[] = ['Oceania', 'Americas', 'Europe'];
export const INFO_LINKS = ['dataSheets', 'installationManuals', 'changeWifi', 'labelsPlacement'] as const;
export type InfoLink = (typeof INFO_LINKS)[number];

export interface SupportContact {
  phone: string;
  email: string;
}

export { regionOf };

/** The four external documents of a region (content/infoCentre.json). */
export function infoCentreLinks(region: Region): Record<InfoLink, string> {
  return infoCentre.regions[region];
}

const countryContacts: Partial<Record<string, SupportContact>> = contacts.countries;

/**
 * The contact for a country: the region's, then the country's own, from content/contacts.json, then
 * config.json `supportContacts` by region and by country code: each wins over the one before, field
 * by field. ('DE') → the German number; ('FR') → Oceania's (N-07: any other country).
 */
export function supportContact(
  country: string | null | undefined,
  overrides: AppConfig['supportContacts'],
): SupportContact {
  const code = normaliseCountry(country);
  const region = regionOf(code);
  return {
    ...contacts.regions[region],
    ...countryContacts[code],
    ...overrides?.[region],
    ...(code ? overrides?.[code] : undefined),
  };
}

/** "+61 2 8000 0000" → "tel:+61280000000" */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
