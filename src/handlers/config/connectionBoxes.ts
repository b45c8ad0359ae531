// The model behind the Connected-tick editor (E-22, L-26, L-28, Z-31, Z-35, Z-36, Z-47): boxes from
// the stored groups, the boxes a form sent back, their check, and the groups they become. Pure; used
// by /commission/16 and /reset-connections (the `connectionGroups` form field draws the boxes).
import {
  CONNECTION_WIRE,
  connectionLabel,
  deriveConnectionKind,
  isEmptyPhaseValue,
  kindFromWire,
  NO_CONNECTION,
  validateConnectedBoxes,
  type ConnectionGroupError,
  type PhaseBox,
} from '../rules/connections.ts';
import { isTwoPhase, phasesOf } from '../rules/serial.ts';
import type { Connection } from '../../state/project.ts';

/** One box per shown phase per group; [group][phase order]. */
export type EditBoxes = PhaseBox[][];

export function boxesFrom(serial: string, connections: readonly Connection[]): EditBoxes {
  return connections.map((c, group) =>
    phasesOf(serial).map((phase) => ({
      phase,
      label: connectionLabel(serial, phase, group),
      name: isEmptyPhaseValue(c[phase]) ? '' : c[phase],
      ticked: !isEmptyPhaseValue(c[phase]),
    })),
  );
}

/**
 * The fresh boxes with the names and ticks a form sent laid over them, box by box, when it sent the
 * same groups and phases; null for anything else (another unit's boxes, an older app's draft). The
 * labels stay the fresh ones: what a form sends never renames a phase.
 * [[{ phase: 'L1', name: 'Flat 1', ticked: true }], …] over fresh boxes → the same boxes, Flat 1 ticked.
 */
export function boxesFromForm(fresh: EditBoxes, sent: unknown): EditBoxes | null {
  const fits =
    Array.isArray(sent) &&
    sent.length === fresh.length &&
    sent.every(
      (group, g) =>
        Array.isArray(group) &&
        group.length === fresh[g].length &&
        group.every((box, p) => isSentBox(box, fresh[g][p].phase)),
    );
  if (!fits) return null;
  const typed = sent as { name: string; ticked: boolean }[][];
  return fresh.map((group, g) =>
    group.map((box, p) => ({ ...box, name: typed[g][p].name, ticked: typed[g][p].ticked })),
  );
}

const isSentBox = (v: unknown, phase: string): boolean =>
  typeof v === 'object' &&
  v !== null &&
  (v as PhaseBox).phase === phase &&
  typeof (v as PhaseBox).name === 'string' &&
  typeof (v as PhaseBox).ticked === 'boolean';

/** L-26 first (only ticked boxes need a name), then L-28 (each phase needs a ticked box). */
export function checkBoxes(serial: string, boxes: EditBoxes): ConnectionGroupError | null {
  return validateConnectedBoxes(boxes.flat(), phasesOf(serial));
}

/**
 * The five groups to store. Unticked phases hold the no-connection marker (E-17); the type is
 * derived (E-18), but Z-36: three single-phase units that share one name stay single-phase units.
 */
export function connectionsFrom(serial: string, boxes: EditBoxes, before: readonly Connection[]): Connection[] {
  const twoPhase = isTwoPhase(serial);
  return boxes.map((group, i) => {
    const value = (phase: 'L1' | 'L2' | 'L3') => {
      const box = group.find((b) => b.phase === phase);
      return box && box.ticked && box.name.trim() !== '' ? box.name.trim() : NO_CONNECTION;
    };
    const phases = { L1: value('L1'), L2: value('L2'), L3: twoPhase ? NO_CONNECTION : value('L3') };
    let kind = deriveConnectionKind(phases, { twoPhase });
    if (kind === 'ONE_TRIPLE' && kindFromWire(before[i]?.type) === 'THREE_SINGLE') kind = 'THREE_SINGLE';
    return { type: CONNECTION_WIRE[kind], ...phases };
  });
}
