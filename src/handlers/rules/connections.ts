// Connection groups (E-13…E-18, M-05, M-34), labels (N-14, N-15) and the tick-box group checks
// (L-26…L-29, Z-02, Z-31, Z-35, Z-36, Z-47).
import type { Connection, ConnectionType } from '../../state/project.ts';
import { type Phase, generationOf, isTwoPhase } from './serial.ts';

/** E-17: the value held by a phase with no connection (not given in the documents; the enum label). */
export const NO_CONNECTION = 'n/a';
/** M-05: five connection groups, index 0…4. */
export const CONNECTION_GROUPS = 5;

/** Z-06: semantic names inside the app … */
export type ConnectionKind = 'NONE' | 'ONE_TRIPLE' | 'THREE_SINGLE';
/** … and the wire values (M-34), mapped in this one place. Confirm with a saved config (Z-06). */
export type ConnectionWire = Exclude<ConnectionType, ''>;
export const CONNECTION_WIRE: Readonly<Record<ConnectionKind, ConnectionWire>> = {
  NONE: NO_CONNECTION,
  ONE_TRIPLE: '1x3', // one three-phase unit
  THREE_SINGLE: '3x1', // three single-phase units
};

export function kindFromWire(wire: string | null | undefined): ConnectionKind | undefined {
  return (Object.keys(CONNECTION_WIRE) as ConnectionKind[]).find((kind) => CONNECTION_WIRE[kind] === wire);
}

/** Y.8 reading: empty = '' (or only spaces) or the no-connection marker. */
export function isEmptyPhaseValue(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v === '' || v === NO_CONNECTION;
}

/**
 * E-18: all equal and empty → NONE; all equal and non-empty → ONE_TRIPLE; otherwise THREE_SINGLE.
 * Exact, case-sensitive comparison. Z-35: two-phase units compare L1 and L2 only.
 * Z-36: a type chosen on /commission/12 wins; derive only when there is none.
 */
export function deriveConnectionKind(
  phases: Pick<Connection, Phase>,
  options: { twoPhase?: boolean | undefined; chosen?: ConnectionKind | undefined } = {},
): ConnectionKind {
  if (options.chosen !== undefined) return options.chosen;
  const values = (options.twoPhase ? [phases.L1, phases.L2] : [phases.L1, phases.L2, phases.L3]).map((v) =>
    isEmptyPhaseValue(v) ? '' : v,
  );
  const first = values[0] ?? '';
  if (!values.every((v) => v === first)) return 'THREE_SINGLE';
  return first === '' ? 'NONE' : 'ONE_TRIPLE';
}

/** The wire type of a stored connection: its explicit known type (Z-36), else derived (E-18). */
export function connectionTypeOf(connection: Connection, serial: string): ConnectionWire {
  const chosen = kindFromWire(connection.type);
  return CONNECTION_WIRE[deriveConnectionKind(connection, { twoPhase: isTwoPhase(serial), chosen })];
}

/** E-14: the stored value for No Connection. */
export function noConnection(): Connection {
  return { type: NO_CONNECTION, L1: NO_CONNECTION, L2: NO_CONNECTION, L3: NO_CONNECTION };
}

/** Z-05: No Connection is offered on every group except index 0. */
export function isNoConnectionAllowed(groupIndex: number): boolean {
  return groupIndex > 0;
}

const PHASE_LETTER: Readonly<Record<Phase, 'R' | 'W' | 'B'>> = { L1: 'R', L2: 'W', L3: 'B' };

/**
 * N-14, Z-35: label of `phase` in group `groupIndex` (0…4). Gen1 three-phase units: R1, W1, B1;
 * two-phase units: L1, L2 (the documents give no group number); others: L1-1, L2-1, L3-1.
 */
export function connectionLabel(serial: string, phase: Phase, groupIndex: number): string {
  if (isTwoPhase(serial)) return phase;
  if (generationOf(serial) === 'gen1') return `${PHASE_LETTER[phase]}${groupIndex + 1}`;
  return `${phase}-${groupIndex + 1}`;
}

/** N-15, Y.16a: 'R2' → 'L1-2', 'W1' → 'L2-1', 'B5' → 'L3-5', 'R' → 'L1'; anything else unchanged. */
export function displayConnectionName(internal: string): string {
  const match = /^([RWB])([1-5])?$/.exec(internal.trim());
  if (!match) return internal;
  const phase = { R: 'L1', W: 'L2', B: 'L3' }[match[1] as 'R' | 'W' | 'B'];
  return match[2] === undefined ? phase : `${phase}-${match[2]}`;
}

/** One unit-name box with its tick (Connected on /commission/16, enable-for-solar on /edit-connected-units). */
export interface PhaseBox {
  phase: Phase;
  label: string;
  name: string;
  ticked: boolean;
}

export type ConnectionGroupError =
  | { kind: 'emptyNames'; labels: string[] } // L-26 / L-27, labels in phase order (Z-31)
  | { kind: 'noneOnPhase'; phases: Phase[] }; // L-28 / L-29

function inPhaseOrder(boxes: readonly PhaseBox[]): PhaseBox[] {
  const order: readonly Phase[] = ['L1', 'L2', 'L3'];
  return [...boxes].sort((a, b) => order.indexOf(a.phase) - order.indexOf(b.phase));
}

function missingPhases(
  boxes: readonly PhaseBox[],
  phases: readonly Phase[],
  counts: (box: PhaseBox) => boolean,
): Phase[] {
  return phases.filter((phase) => !boxes.some((box) => box.phase === phase && counts(box)));
}

/**
 * Connected-tick group (L-26, L-28; Z-47): only ticked boxes need a name; then every phase of the
 * unit (`phasesOf(serial)`) needs at least one ticked box.
 */
export function validateConnectedBoxes(
  boxes: readonly PhaseBox[],
  phases: readonly Phase[],
): ConnectionGroupError | null {
  const labels = inPhaseOrder(boxes.filter((b) => b.ticked && isEmptyPhaseValue(b.name))).map((b) => b.label);
  if (labels.length > 0) return { kind: 'emptyNames', labels };
  const missing = missingPhases(boxes, phases, (b) => b.ticked);
  return missing.length > 0 ? { kind: 'noneOnPhase', phases: missing } : null;
}

/**
 * Enable-for-solar group (L-27, L-29): every box shown must keep a name (phases holding the
 * NO_CONNECTION marker are not shown and are skipped); then every phase needs an enabled unit.
 */
export function validateEnabledBoxes(
  boxes: readonly PhaseBox[],
  phases: readonly Phase[],
): ConnectionGroupError | null {
  const shown = boxes.filter((b) => b.name.trim() !== NO_CONNECTION);
  const labels = inPhaseOrder(shown.filter((b) => isEmptyPhaseValue(b.name))).map((b) => b.label);
  if (labels.length > 0) return { kind: 'emptyNames', labels };
  const missing = missingPhases(shown, phases, (b) => b.ticked);
  return missing.length > 0 ? { kind: 'noneOnPhase', phases: missing } : null;
}
