// /system-info's data (H-05…H-13, H-39) for the view kind: the current unit's system info (loaded
// again when it is missing, e.g. after a reload) and the fleet's size, shaped as the flow's rows
// name them. Values are plain or words as keys; the view formats and translates them.
import type { SolshareAtSite } from '../../api/types.ts';
import { fleet } from '../../state/fleet.ts';
import { unitInView } from '../../state/viewedUnit.ts';
import { wifi } from '../../state/wifi.ts';
import { currentSystemInfo } from '../setup/currentSystemInfo.ts';
import type { HandlerContext, MessageKey, Outcome } from '../types.ts';
import { loadSystemInfo } from '../unit/loadSystemInfo.ts';
import { systemInfoView } from './systemInfoView.ts';
import type { SupportContact } from '../account/regionContent.ts';
import { siteContact } from '../account/siteContact.ts';
import { handler } from '../define.ts';

export interface SystemInfoData {
  serialNumber: string;
  power: 'red' | 'yellow' | 'green';
  linked: boolean;
  address: string | null;
  wifi: MessageKey; // Connected to | Last connected to
  ssid: string | null;
  wifiState: MessageKey; // Online | Offline
  wifiColour: 'yellow' | 'green';
  delivery: MessageKey;
  connectedUnits: MessageKey;
  faults: MessageKey;
  unitsAtSite: MessageKey;
  units: readonly SolshareAtSite[];
  installer: MessageKey | null;
  fleet: MessageKey; // n sites, or Loading… while the fleet is not known (a failed fleet load keeps it so)
  accessControl: MessageKey;
  softwareVersion: string | null;
  firmwareVersion: string | null;
  contact: SupportContact; // the site's country's, not the phone's
}

export type LoadedOutcome<K extends string, D> = { kind: 'ready'; data: D } | Exclude<Outcome<K>, { kind: 'ready' }>;

/** The current unit's system info in the store, loading it when it is not there (H-01 after a reload). */
export async function ensureSystemInfo(
  ctx: HandlerContext,
): Promise<Exclude<Outcome<'ready' | 'notFound' | 'forbidden' | 'notCommissioned'>, { kind: 'ready' }> | null> {
  if (currentSystemInfo()) return null;
  const outcome = await loadSystemInfo({ ...ctx, input: undefined });
  return outcome.kind === 'ready' && currentSystemInfo()
    ? null
    : outcome.kind === 'ready'
      ? { kind: 'notFound' }
      : outcome;
}

// /system-info on arrival (H-05…H-13); ready carries the rows' data
export const loadSystemInfoView = handler(
  { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
  async (ctx): Promise<LoadedOutcome<'ready' | 'notFound' | 'forbidden' | 'notCommissioned', SystemInfoData>> => {
    // the fleet's size: from the list when /my-sites loaded it, else from the summary (a provider's
    // 50,000 sites are not downloaded to count them)
    const [problem, sites] = await Promise.all([
      ensureSystemInfo(ctx),
      fleet.loaded
        ? fleet.sites.length
        : ctx.api.fleetSummary(undefined, ctx.signal).then((r) => (r.ok ? r.data.all : null)),
    ]);
    if (problem) return problem;
    const data = currentSystemInfo()!;
    const serial = unitInView(); // the unit looked at, else the job's
    const view = systemInfoView(serial, data, wifi.serial === serial ? wifi : null);
    const count = (key: string, n: number): MessageKey => ({ key, values: { count: n } });
    return {
      kind: 'ready',
      data: {
        serialNumber: serial,
        power: view.power,
        linked: view.linked,
        address: view.address,
        wifi: { key: view.wifi.connected ? 'systemInfo.wifi.connected' : 'systemInfo.wifi.lastConnected' },
        ssid: view.wifi.ssid,
        wifiState: { key: view.wifi.connected ? 'systemInfo.wifi.online' : 'systemInfo.wifi.offline' },
        wifiColour: view.wifi.colour,
        delivery: { key: `systemInfo.delivery.${view.delivery}` },
        connectedUnits: count('systemInfo.unitCount', view.connectedUnits),
        faults: count('systemInfo.faultCount', view.faultCount),
        unitsAtSite: count('systemInfo.unitsAtSite', data.solsharesAtSite.length),
        units: data.solsharesAtSite,
        installer: view.installer ? { key: 'systemInfo.installerValue', values: view.installer } : null,
        fleet: sites !== null ? count('systemInfo.siteCount', sites) : { key: 'common.loading' },
        accessControl: { key: 'systemInfo.accessControlValue' },
        softwareVersion: view.softwareVersion,
        firmwareVersion: view.firmwareVersion,
        contact: siteContact(data.meter.project?.country, ctx.config),
      },
    };
  },
);
