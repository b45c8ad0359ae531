// The support contact a site's pages offer (/system-info, /fault-status): the site's country decides,
// not the phone's (a US site looked at from Australia offers the US number); a site with no country
// falls back as every other region choice does (src/handlers/rules/regionCountry.ts).
import type { AppConfig } from '../../config/appConfig.ts';
import { session } from '../../state/session.ts';
import { regionCountry } from '../rules/index.ts';
import { supportContact, type SupportContact } from './regionContent.ts';

export function siteContact(siteCountry: string | null | undefined, config: AppConfig): SupportContact {
  return supportContact(
    regionCountry({ siteCountry, userCountry: session.country, defaultCountry: config.defaultCountry }),
    config.supportContacts,
  );
}
