// /solshares-at-site (H-35…H-37, Z-43) for the view kind. The site is the fleet site chosen
// on /view-fleet (`?from=view-fleet&projectId=…`, its name and address from the pages of the list
// seen, kept on the phone; a site not among them is shown by its units alone) or the unit's linked project (`?from=system-info`, its system info loaded when
// missing). Without either there is no site to show (`hasSite` false).
import type { SolshareAtSite } from '../../api/types.ts';
import { fleetSiteSeen } from '../../state/fleet.ts';
import { unitInView } from '../../state/viewedUnit.ts';
import { currentSystemInfo } from '../setup/currentSystemInfo.ts';
import { failedCall } from '../types.ts';
import { ensureSystemInfo, type LoadedOutcome } from './loadSystemInfoView.ts';
import { handler } from '../define.ts';

export interface SolsharesAtSiteData {
  hasSite: boolean;
  siteName: string | null; // the heading: the SolShare name, else the address
  siteAddress: string | null; // under the heading when the name heads it
  units: readonly SolshareAtSite[];
  current: string; // the unit looked at, marked "(this unit)"; '' from the fleet
}

const text = (v: string | null | undefined) => (v && v.trim() !== '' ? v : null);

// /solshares-at-site on arrival (H-35): the site and its units
export const loadSolsharesAtSite = handler(
  { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
  async (ctx): Promise<LoadedOutcome<'ready' | 'notFound' | 'forbidden' | 'notCommissioned', SolsharesAtSiteData>> => {
    const fromFleet = ctx.query.get('from') === 'view-fleet';
    let projectId: number | null = null;
    let site: { solshareName?: string; address: string } | null = null;
    if (fromFleet) {
      const id = Number(ctx.query.get('projectId'));
      if (ctx.query.get('projectId') && Number.isInteger(id)) projectId = id;
      site = projectId !== null ? (fleetSiteSeen(projectId) ?? null) : null;
    } else if (unitInView() !== '') {
      const problem = await ensureSystemInfo(ctx);
      if (problem) return problem;
      const linked = currentSystemInfo()?.meter.project ?? null;
      projectId = linked?.id ?? null;
      site = linked;
    }
    const heading = text(site?.solshareName) ?? text(site?.address);
    const data = {
      hasSite: projectId !== null,
      siteName: heading,
      siteAddress: text(site?.solshareName) ? text(site?.address) : null,
      units: [],
      current: fromFleet ? '' : unitInView(),
    };
    if (projectId === null) return { kind: 'ready', data };
    const result = await ctx.api.solsharesAtSite(projectId);
    if (!result.ok) return failedCall(result);
    return { kind: 'ready', data: { ...data, units: result.data } };
  },
);
