// /contact (J-11, A-17) for the view kind: the support phone and e-mail of the user's region
// (content/contacts.json; config.json supportContacts wins field by field). No request: it shows offline.
import type { LoadedOutcome } from '../fleet/loadSystemInfoView.ts';
import type { HandlerContext, MessageKey } from '../types.ts';
import { supportContact, type SupportContact } from './regionContent.ts';
import { userCountry, userRegion } from './userRegion.ts';

export interface SupportContactData {
  region: MessageKey; // Oceania | Americas | Europe, in words
  contact: SupportContact;
}

export async function loadSupportContact(ctx: HandlerContext): Promise<LoadedOutcome<'ready', SupportContactData>> {
  const region = userRegion(ctx.config);
  return {
    kind: 'ready',
    data: {
      region: { key: `infoCentre.regions.${region}` },
      contact: supportContact(userCountry(ctx.config), ctx.config.supportContacts),
    },
  };
}
