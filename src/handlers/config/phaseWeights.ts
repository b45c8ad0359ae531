// The value of the `phaseWeights` form field (src/forms/widgets/PhaseWeightsField.tsx) and what a
// step decides about it: the wizard edits one phase (/commission/unequal-allocation/:index), the
// service screen every phase (/edit-solar-deliver-method, H-23). The field draws and converts; the
// steps' load handlers build its start and context here, their run handlers check it here (E-38).
//
// The value is flat so a draft of it stays within the drafts' depth (src/state/formDrafts.ts):
// { mode: 'kW', groups: [[0, 1, 2]], values: [['1.00', '1.00']] } = phase L1 with groups 1…3, the
// last calculated. `groups` are the enabled groups the values belong to: a draft typed for other
// connections no longer fits and the start is shown instead (A-20, as before the move).
import { isKwModeAvailable, UNITS_PER_PHASE, validatePhaseGroup, type AllocationMode } from '../rules/allocation.ts';
import type { WeightEntry } from '../../state/project.ts';
import type { Phase } from '../rules/serial.ts';
import type { MessageKey } from '../types.ts';
import {
  initialAllocation,
  switchMode,
  weightsToStore,
  type AllocationDraft,
  type PhaseConnection,
} from './allocationModel.ts';

export interface PhaseWeightsValue {
  mode: AllocationMode;
  groups: number[][]; // per phase shown, the enabled groups
  values: string[][]; // per phase shown, one decimal text per box (every enabled connection but the last)
}

export interface WeightsPhase {
  phase: Phase;
  caption: MessageKey; // "Phase L1 (1 of 3)", "Phase L1"
  connections: PhaseConnection[];
  /** read-only: the stored percent of each connection (H-23 below v0.4.6), null = none */
  stored?: (number | null)[];
}

/** What the field needs to draw (formContext.loaded.weights). */
export interface PhaseWeightsContext {
  availableKw: number; // per phase (E-31)
  showAvailable: boolean; // the wizard says how much a phase has
  emptyText: string; // a phase without connections
  phases: WeightsPhase[];
  start: PhaseWeightsValue; // shown when no draft fits
  /** H-23: the weights cannot be edited; this note is shown above them */
  readOnlyNote?: string;
}

export type WeightsProblem =
  | { problem: 'empty'; labels: string } // L-30, Z-31: "L1-2, L1-3"
  | { problem: 'overPercent' } // L-31
  | { problem: 'overKw' } // L-32
  | { problem: 'invalid' }; // the value does not fit the connections (another tab changed them)

/** The boxes on arrival, per phase: saved weights, else the even split, in `preferred` when kW is possible (E-37, Z-21, Z-59). */
export function startValue(
  phases: readonly WeightsPhase[],
  saved: readonly (readonly WeightEntry[] | undefined)[],
  preferred: AllocationMode,
  availableKw: number,
): PhaseWeightsValue {
  const drafts = phases.map((p, i) => initialAllocation(p.connections, saved[i], undefined, preferred, availableKw));
  return fromDrafts(drafts, preferred === 'kW' && isKwModeAvailable(availableKw) ? 'kW' : 'percent');
}

/** What the field shows: the form's value when it fits these phases, else the start. */
export function shownValue(value: unknown, context: PhaseWeightsContext): PhaseWeightsValue {
  return fits(value, context.phases, context.availableKw) ? value : context.start;
}

export function fits(value: unknown, phases: readonly WeightsPhase[], availableKw: number): value is PhaseWeightsValue {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<PhaseWeightsValue>;
  if (v.mode !== 'percent' && !(v.mode === 'kW' && isKwModeAvailable(availableKw))) return false;
  if (
    !Array.isArray(v.groups) ||
    !Array.isArray(v.values) ||
    v.groups.length !== phases.length ||
    v.values.length !== phases.length
  )
    return false;
  return phases.every((p, i) => {
    const groups = v.groups![i];
    const values = v.values![i];
    return (
      Array.isArray(groups) &&
      groups.join() === p.connections.map((c) => c.group).join() &&
      Array.isArray(values) &&
      values.length === Math.max(0, p.connections.length - 1) &&
      values.every((x) => typeof x === 'string')
    );
  });
}

/** One phase of the value as the allocation model's draft. */
export function phaseDraft(value: PhaseWeightsValue, index: number): AllocationDraft {
  return { mode: value.mode, groups: value.groups[index] ?? [], values: value.values[index] ?? [] };
}

/** E-36: every box of every phase in the other unit. */
export function switchAll(value: PhaseWeightsValue, to: AllocationMode, availableKw: number): PhaseWeightsValue {
  return fromDrafts(
    value.groups.map((_, i) => switchMode(phaseDraft(value, i), to, availableKw)),
    to,
  );
}

/** One box typed: `text` is decimal text with a point ("10.5"). */
export function withBox(value: PhaseWeightsValue, phase: number, box: number, text: string): PhaseWeightsValue {
  return {
    ...value,
    values: value.values.map((vs, i) => (i !== phase ? vs : vs.map((v, j) => (j === box ? text : v)))),
  };
}

/**
 * E-38 on every phase in order, the first problem wins; else the five percent weights of each phase
 * (null for groups not on it; a phase without connections stores five nulls).
 */
export function checkWeights(
  value: unknown,
  phases: readonly WeightsPhase[],
  availableKw: number,
): WeightsProblem | { weights: (number | null)[][] } {
  if (!fits(value, phases, availableKw)) return { problem: 'invalid' };
  for (const [i, p] of phases.entries()) {
    const inputs = p.connections.slice(0, -1).map((c, j) => ({ label: c.label, value: value.values[i]![j] }));
    const problem = validatePhaseGroup({ mode: value.mode, inputs, availableKw });
    if (problem?.kind === 'emptyInputs') return { problem: 'empty', labels: problem.labels.join(', ') };
    if (problem) return { problem: problem.kind };
  }
  const weights = phases.map((p, i) =>
    p.connections.length === 0
      ? Array.from({ length: UNITS_PER_PHASE }, () => null)
      : weightsToStore(phaseDraft(value, i), availableKw),
  );
  return weights.every((w) => w !== null) ? { weights: weights as (number | null)[][] } : { problem: 'invalid' };
}

function fromDrafts(drafts: readonly AllocationDraft[], mode: AllocationMode): PhaseWeightsValue {
  return { mode, groups: drafts.map((d) => d.groups), values: drafts.map((d) => d.values) };
}
