// /contact (J-11, A-17) for the view kind: the support phone and e-mail of the user's region
// (content/contacts.json; config.json supportContacts wins field by field). No request: it shows offline.
import type { LoadedOutcome } from '../fleet/loadSystemInfoView.ts';
import type { MessageKey } from '../types.ts';
import { supportContact, type SupportContact } from './regionContent.ts';
import { userCountry, userRegion } from './userRegion.ts';
import { handler } from '../define.ts';

export interface SupportContactData {
  region: MessageKey; // Oceania | Americas | Europe, in words
  contact: SupportContact;
}

// /contact on arrival (J-11)
export const loadSupportContact = handler(
  { input: 'none', outcomes: ['ready'] },
  async (ctx): Promise<LoadedOutcome<'ready', SupportContactData>> => {
    const region = userRegion(ctx.config);
    return {
      kind: 'ready',
      data: {
        region: { key: `infoCentre.regions.${region}` },
        contact: supportContact(userCountry(ctx.config), ctx.config.supportContacts),
      },
    };
  },
);
