// What the /system-info lines show, computed from the loaded system info (H-05…H-13). Pure, so the
// screen only lays it out and tests read like the spec's tables.
import type { SystemInfo } from '../../api/types.ts';
import { kindFromWire, isEmptyPhaseValue } from '../rules/connections.ts';
import { deliveryMethodDisplay, type DeliveryDisplay } from '../rules/deliveryMethod.ts';
import { networkIconColour, powerIconColour, type IconColour } from '../rules/powerIcon.ts';
import { faultSummary, unitFaults } from './faults.ts';

export interface WifiFacts {
  connected: boolean | null;
  ssid: string | null;
}

export interface SystemInfoView {
  address: string | null; // null: the unit has no linked project (H-11)
  linked: boolean;
  wifi: { connected: boolean; ssid: string | null; colour: 'yellow' | 'green' };
  delivery: DeliveryDisplay;
  connectedUnits: number;
  faultCount: number;
  power: IconColour;
  installer: { name: string; company: string } | null;
  softwareVersion: string | null;
  firmwareVersion: string | null;
}

const PHASES = ['L1', 'L2', 'L3'] as const;

/** Units wired to the SolShare: a three-phase group is one unit, a single-phase group one per named phase. */
export function connectedUnitCount(connections: SystemInfo['config']['connected_units'] | undefined): number {
  let count = 0;
  for (const c of connections ?? []) {
    const kind = kindFromWire(c.type);
    if (kind === 'ONE_TRIPLE') count += 1;
    else if (kind === 'THREE_SINGLE') count += PHASES.filter((p) => !isEmptyPhaseValue(c[p])).length;
  }
  return count;
}

const text = (v: string | null | undefined): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * H-06, H-10: the polled wifi state wins over the system info's snapshot once it is known.
 * `live` is the wifi store when it belongs to this serial.
 */
export function systemInfoView(serial: string, data: SystemInfo, live: WifiFacts | null): SystemInfoView {
  const { meter, config } = data;
  const connected = live?.connected ?? meter.connected;
  const ssid = text(live?.ssid) ?? text(meter.ssid);
  const commissioner = meter.commissioner;
  return {
    address: text(meter.project?.address),
    linked: Boolean(meter.project),
    wifi: { connected, ssid, colour: networkIconColour(!connected) },
    // H-20, Z-14: the stored method when the unit reports it, else the algorithm type (H-13)
    delivery: deliveryMethodDisplay({
      serial,
      stored: config.solar_delivery_method ?? config.algorithm_type,
      algorithmWeight: config.algo_weight,
    }),
    connectedUnits: connectedUnitCount(config.connected_units),
    faultCount: unitFaults(meter.faults, connected).length,
    power: powerIconColour(faultSummary(meter.faults, connected)),
    // H-07: name and company, or N/A when the unit has no commissioner
    installer:
      commissioner && text(commissioner.name) ? { name: commissioner.name, company: commissioner.company } : null,
    softwareVersion: text(meter.softwareVersion), // H-08
    firmwareVersion: text(meter.firmwareVersion),
  };
}
