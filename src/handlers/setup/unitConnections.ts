// What a unit's system info says about its connections (H-13, H-27): its five groups and which units
// receive solar per phase. Pure; the setup handlers and screens read the unit through these.
import type { SystemInfo } from '../data.ts';
import { CONNECTION_GROUPS, noConnection } from '../rules/connections.ts';
import type { Phase } from '../rules/serial.ts';
import type { Connection } from '../../state/project.ts';

export const ALL_PHASES: readonly Phase[] = ['L1', 'L2', 'L3'];

/** H-13: `unit` holds the unit per connection; config.connected_units is the same for older replies. Always 5 groups. */
export function unitConnections(info: SystemInfo): Connection[] {
  const list = info.unit.length > 0 ? info.unit : info.config.connected_units;
  return Array.from({ length: CONNECTION_GROUPS }, (_, i) => ({ ...(list[i] ?? noConnection()) }) as Connection);
}

/** H-13: enabled_units[phaseIndex] lists the enabled unit numbers 1…5 (group index + 1). */
export function isEnabled(info: SystemInfo, phase: Phase, group: number): boolean {
  return (info.config.enabled_units[ALL_PHASES.indexOf(phase)] ?? []).includes(group + 1);
}
