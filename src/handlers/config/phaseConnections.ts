// Which connections a phase has, and the weight stored for each (E-32, E-40, M-05): read by the
// allocation screens and their review. Pure.
import { UNITS_PER_PHASE } from '../rules/allocation.ts';
import type { WeightEntry } from '../../state/project.ts';
import { connectionLabel, isEmptyPhaseValue } from '../rules/connections.ts';
import type { Phase } from '../rules/serial.ts';
import type { Connection } from '../../state/project.ts';

export interface PhaseConnection {
  group: number; // 0…4, also the unit index of algorithmWeight (E-40)
  label: string; // N-14, e.g. L1-2
  name: string;
}

/** E-32, M-05: the phase's connections that are not `n/a`, in group order (at most 5). */
export function phaseConnections(serial: string, connections: readonly Connection[], phase: Phase): PhaseConnection[] {
  return connections
    .map((c, group) => ({ group, label: connectionLabel(serial, phase, group), name: c[phase] }))
    .filter((c) => !isEmptyPhaseValue(c.name))
    .slice(0, UNITS_PER_PHASE);
}

/** The stored percent of one connection of a phase; null when none is stored. */
export function storedWeightOf(entries: readonly WeightEntry[] | undefined, group: number): number | null {
  return entries?.find((e) => e[1] === group)?.[2] ?? null;
}
