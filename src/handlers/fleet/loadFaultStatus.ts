// /fault-status's data (H-31…H-34) for the view kind: every displayable fault of the
// current unit with its state, since when, and the suggested next step for the site's country
// (content/faultActions.json): keys and values, the view says them.
import type { SupportContact } from '../account/regionContent.ts';
import { siteContact } from '../account/siteContact.ts';
import { currentSystemInfo } from '../setup/currentSystemInfo.ts';

import { faultAction, type FaultAction } from './faultActions.ts';
import { unitFaults } from './faults.ts';
import type { Health } from './health.ts';
import { ensureSystemInfo, type LoadedOutcome } from './loadSystemInfoView.ts';
import { handler } from '../define.ts';

export interface ShownFaultLine {
  key: string; // faults.names.<key>, faults.descriptions.<key>
  critical: boolean;
  health: Health;
  since: string | null;
  action: FaultAction | null;
}

export interface FaultStatusData {
  faults: ShownFaultLine[];
  country: string | null;
  contact: SupportContact; // the site's country's (H-33)
}

// /fault-status on arrival (H-31…H-34)
export const loadFaultStatus = handler(
  { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
  async (ctx): Promise<LoadedOutcome<'ready' | 'notFound' | 'forbidden' | 'notCommissioned', FaultStatusData>> => {
    const problem = await ensureSystemInfo(ctx);
    if (problem) return problem;
    const { meter } = currentSystemInfo()!;
    const country = meter.project?.country ?? null;
    const faults = unitFaults(meter.faults, meter.connected).map((f) => ({
      key: f.key,
      critical: f.critical,
      health: (f.critical ? 'critical' : f.key === 'offline' ? 'offline' : 'attention') as Health,
      since: f.since ?? null,
      action: faultAction(f.key, country),
    }));
    return { kind: 'ready', data: { faults, country, contact: siteContact(country, ctx.config) } };
  },
);
