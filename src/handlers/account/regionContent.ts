// N-07, N-09, J-09…J-11, Z-19: which info-centre links and which support contact the user sees,
// chosen by the region of the user's country (IP location, B-14) — not by the site's country (Z-08).
// Pure: no React, so it is tested with tables.
import contacts from '../../../content/contacts.json';
import infoCentre from '../../../content/infoCentre.json';
import type { AppConfig } from '../../config/appConfig.ts';
import { regionOf, type Region } from '../rules/index.ts';

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

/** config.json `supportContacts.<region>` wins over content/contacts.json, field by field. */
export function supportContact(region: Region, overrides: AppConfig['supportContacts']): SupportContact {
  return { ...contacts.regions[region], ...overrides?.[region] };
}

/** "+61 2 8000 0000" → "tel:+61280000000" */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
