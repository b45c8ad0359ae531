// Pure readings of system info for the setup screens (H-13, H-19, H-26, H-27): the unit's five
// connections, which units are enabled for solar per phase, and the allocation per phase.
import type { SystemInfo } from '../../handlers/data.ts';
import { storedWeightOf, phaseConnections, type PhaseConnection } from '../config/allocationModel.ts';
import { connectionLabel, NO_CONNECTION, type PhaseBox } from '../../handlers/rules/connections.ts';
import { ALL_PHASES, isEnabled, unitConnections } from '../../handlers/setup/unitConnections.ts';
import { phasesOf, type Phase } from '../../handlers/rules/serial.ts';
import type { Connection, WeightEntry } from '../../state/project.ts';

// moved to the handlers, which read the unit too; kept here under their old names for the screens
export { ALL_PHASES, isEnabled, unitConnections } from '../../handlers/setup/unitConnections.ts';

/** The connections of one phase that receive solar, in group order (what an allocation is about). */
export function solarConnections(serial: string, info: SystemInfo, phase: Phase): PhaseConnection[] {
  return phaseConnections(serial, unitConnections(info), phase).filter((c) => isEnabled(info, phase, c.group));
}

export interface AllocationRow extends PhaseConnection {
  weight: number | null; // percent, null when no weight is stored
}

/** H-19 (reading): per phase of the unit, each solar connection with its stored percent. */
export function allocationRows(serial: string, info: SystemInfo): { phase: Phase; rows: AllocationRow[] }[] {
  return phasesOf(serial).map((phase, i) => ({
    phase,
    rows: solarConnections(serial, info, phase).map((c) => ({ ...c, weight: storedWeightOf(info.config.algo_weight[i] as WeightEntry[] | undefined, c.group) })),
  }));
}

/** [group][phase]: one enable-for-solar box per phase of the unit (Z-47); `n/a` phases are not shown. */
export function enabledBoxesFrom(serial: string, info: SystemInfo): PhaseBox[][] {
  return unitConnections(info).map((c, group) =>
    phasesOf(serial).map((phase) => ({ phase, label: connectionLabel(serial, phase, group), name: c[phase], ticked: isEnabled(info, phase, group) })),
  );
}

export const isShown = (box: PhaseBox): boolean => box.name.trim() !== NO_CONNECTION;

/** H-28: per phase L1…L3, the ticked unit numbers (group + 1); phases the unit lacks stay empty. */
export function enabledUnitsFrom(boxes: readonly (readonly PhaseBox[])[]): number[][] {
  return ALL_PHASES.map((phase) => boxes.flatMap((group, g) => (group.some((b) => b.phase === phase && b.ticked && isShown(b)) ? [g + 1] : [])));
}

/** H-28: the connections with the edited unit names; the type of each group is kept. */
export function connectionsFromBoxes(boxes: readonly (readonly PhaseBox[])[], before: readonly Connection[]): Connection[] {
  return before.map((c, g) => {
    const next = { ...c };
    for (const box of boxes[g] ?? []) if (isShown(box)) next[box.phase] = box.name.trim();
    return next;
  });
}
