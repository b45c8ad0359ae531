// /view-building-address's data (H-14) for the view kind: the current unit's SolShare name, building
// address and country from its linked project; `linked` is false without one (H-11).
import { currentSystemInfo } from '../setup/currentSystemInfo.ts';
import type { MessageKey } from '../types.ts';
import { ensureSystemInfo, type LoadedOutcome } from './loadSystemInfoView.ts';
import { handler } from '../define.ts';

export interface BuildingAddressData {
  linked: boolean;
  name: string | null;
  address: string | null;
  country: MessageKey | null;
}

// /view-building-address on arrival (H-14)
export const loadBuildingAddress = handler(
  { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
  async (ctx): Promise<LoadedOutcome<'ready' | 'notFound' | 'forbidden' | 'notCommissioned', BuildingAddressData>> => {
    const problem = await ensureSystemInfo(ctx);
    if (problem) return problem;
    const { meter } = currentSystemInfo()!;
    const linked = meter.project ?? null;
    return {
      kind: 'ready',
      data: {
        linked: linked !== null,
        name: linked?.solshareName || meter.alias || null,
        address: linked?.address || null,
        country: linked ? { key: `sites.country.${linked.country}`, values: { defaultValue: linked.country } } : null,
      },
    };
  },
);
