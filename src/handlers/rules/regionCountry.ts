// Which country picks the contacts and help (N-07, Z-19): during a job, the site's country; else the
// user's country from IP location; before login, or when IP location failed, the deployment's
// `defaultCountry` (config.json), so a logged-out user of a UK deployment sees UK contacts.
import { normaliseCountry } from './country.ts';

export interface RegionCountrySources {
  siteCountry?: string | null | undefined;
  userCountry?: string | null | undefined;
  defaultCountry: string;
}

export function regionCountry({ siteCountry, userCountry, defaultCountry }: RegionCountrySources): string {
  for (const candidate of [siteCountry, userCountry]) {
    const country = normaliseCountry(candidate);
    if (country !== '') return country;
  }
  return normaliseCountry(defaultCountry);
}
