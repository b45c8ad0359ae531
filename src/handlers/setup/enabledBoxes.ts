// The enable-for-solar boxes of a unit's connections (H-26…H-28, Z-47): one per phase of each output
// group, read from system info, and what a save sends back. Pure; the connected-units view reads them,
// the form field `connectionGroups` (tick: enabled) draws them on /edit-connected-units.
import type { SystemInfo } from '../data.ts';
import { connectionLabel, NO_CONNECTION, type PhaseBox } from '../rules/connections.ts';
import { phasesOf } from '../rules/serial.ts';
import type { Connection } from '../../state/project.ts';
import { ALL_PHASES, isEnabled, unitConnections } from './unitConnections.ts';

/** [group][phase]: one enable-for-solar box per phase of the unit (Z-47); `n/a` phases are not shown. */
export function enabledBoxesFrom(serial: string, info: SystemInfo): PhaseBox[][] {
  return unitConnections(info).map((c, group) =>
    phasesOf(serial).map((phase) => ({
      phase,
      label: connectionLabel(serial, phase, group),
      name: c[phase],
      ticked: isEnabled(info, phase, group),
    })),
  );
}

export const isShown = (box: PhaseBox): boolean => box.name.trim() !== NO_CONNECTION;

/** H-28: per phase L1…L3, the ticked unit numbers (group + 1); phases the unit lacks stay empty. */
export function enabledUnitsFrom(boxes: readonly (readonly PhaseBox[])[]): number[][] {
  return ALL_PHASES.map((phase) =>
    boxes.flatMap((group, g) => (group.some((b) => b.phase === phase && b.ticked && isShown(b)) ? [g + 1] : [])),
  );
}

/** H-28: the connections with the edited unit names; the type of each group is kept. */
export function connectionsFromBoxes(
  boxes: readonly (readonly PhaseBox[])[],
  before: readonly Connection[],
): Connection[] {
  return before.map((c, g) => {
    const next = { ...c };
    for (const box of boxes[g] ?? []) if (isShown(box)) next[box.phase] = box.name.trim();
    return next;
  });
}
