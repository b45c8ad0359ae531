// /info-centre (J-09, J-10, N-09) for the view kind: the documents of every region (content/
// infoCentre.json) and the user's own region, shown first (N-07, Z-19); the user may switch region.
// No request: it shows offline.
import type { LoadedOutcome } from '../fleet/loadSystemInfoView.ts';
import type { Region } from '../rules/index.ts';
import type { MessageKey } from '../types.ts';
import { INFO_LINKS, REGIONS, infoCentreLinks } from './regionContent.ts';
import { userRegion } from './userRegion.ts';
import { handler } from '../define.ts';

export interface RegionDocuments {
  region: Region;
  name: MessageKey;
  links: { text: MessageKey; href: string }[];
}

export interface InfoCentreData {
  region: Region; // the user's
  regions: RegionDocuments[];
}

// /info-centre on arrival (J-09, J-10)
export const loadInfoCentre = handler(
  { input: 'none', outcomes: ['ready'] },
  async (ctx): Promise<LoadedOutcome<'ready', InfoCentreData>> => {
    const regions = REGIONS.map((region) => {
      const links = infoCentreLinks(region);
      return {
        region,
        name: { key: `infoCentre.regions.${region}` },
        links: INFO_LINKS.map((name) => ({ text: { key: `infoCentre.links.${name}` }, href: links[name] })),
      };
    });
    return { kind: 'ready', data: { region: userRegion(ctx.config), regions } };
  },
);
