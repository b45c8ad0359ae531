// What the connection screens show for one output group: its type label (`1x3`, `3x1`,
// `No Connection` — Z-06, Y.8) and the named phases with their labels (N-14), phase order kept.
import { connectionLabel, connectionTypeOf, isEmptyPhaseValue } from '../rules/connections.ts';
import { phasesOf, type Phase } from '../rules/serial.ts';
import type { Connection } from '../../state/project.ts';

export interface GroupRow {
  index: number;
  /** locale key of the type label */
  typeKey: 'connections.typeLabel.1x3' | 'connections.typeLabel.3x1' | 'connections.typeLabel.none';
  phases: { phase: Phase; label: string; name: string }[];
}

export function groupRows(serial: string, connections: readonly Connection[]): GroupRow[] {
  return connections.map((c, index) => {
    const wire = connectionTypeOf(c, serial);
    const typeKey =
      wire === '1x3'
        ? 'connections.typeLabel.1x3'
        : wire === '3x1'
          ? 'connections.typeLabel.3x1'
          : 'connections.typeLabel.none';
    const phases = phasesOf(serial)
      .filter((phase) => !isEmptyPhaseValue(c[phase]))
      .map((phase) => ({ phase, label: connectionLabel(serial, phase, index), name: c[phase] }));
    return { index, typeKey, phases };
  });
}
