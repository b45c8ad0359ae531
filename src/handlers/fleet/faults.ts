// H-31…H-34, Z-30: which faults /fault-status shows, and the counts behind the power icon (H-09).
// Pure: no React, no API. Criticality is what the backend reports (Z-30); `offline` is non-critical
// (H-34) and also counts when the unit reports it only through its connection state.
import type { Fault } from '../../api/types.ts';
import type { FaultSummary } from '../rules/powerIcon.ts';

/** Z-30: the displayable list = the six issue names of 000 §8 l.222, with their locale key. */
export const DISPLAYABLE_FAULTS: Readonly<Record<string, string>> = {
  Offline: 'offline',
  'No Solar Output': 'noSolarOutput',
  'Battery Trip': 'batteryTrip',
  'Relay Shut': 'relayShut',
  'Inverter Trip': 'inverterTrip',
  'Failed CT': 'failedCt',
};

export interface ShownFault {
  key: string; // faults.names.<key>, faults.descriptions.<key>
  critical: boolean;
  since?: string; // ISO date-time the unit first reported it, where the API gives it
}

/** H-32: only faults in the displayable list, once each, in the order the unit reported them. */
export function displayableFaults(faults: readonly Fault[] | null | undefined): ShownFault[] {
  const shown: ShownFault[] = [];
  for (const f of faults ?? []) {
    const key = Object.hasOwn(DISPLAYABLE_FAULTS, f.name) ? DISPLAYABLE_FAULTS[f.name] : undefined;
    if (key && !shown.some((s) => s.key === key))
      shown.push(f.since ? { key, critical: f.critical, since: f.since } : { key, critical: f.critical });
  }
  return shown;
}

/**
 * H-34: what /fault-status lists and /system-info counts: the displayable faults, plus `offline`
 * (non-critical) when the unit reports it only through its connection state, so both pages agree.
 */
export function unitFaults(faults: readonly Fault[] | null | undefined, connected: boolean | null): ShownFault[] {
  const shown = displayableFaults(faults);
  return connected === false && !shown.some((f) => f.key === 'offline')
    ? [{ key: 'offline', critical: false }, ...shown]
    : shown;
}

/** H-09, H-34: counts for the power icon; `offline` counts as non-critical whatever the flag says. */
export function faultSummary(faults: readonly Fault[] | null | undefined, connected: boolean | null): FaultSummary {
  const shown = unitFaults(faults, connected);
  const offline = shown.some((f) => f.key === 'offline');
  return {
    critical: shown.filter((f) => f.critical && f.key !== 'offline').length,
    nonCritical: shown.filter((f) => !f.critical || f.key === 'offline').length,
    offline,
  };
}
