// The model of one allocation screen (E-29…E-37, Z-21, Z-59): which connections a phase shows, what
// the boxes start with, and what NEXT stores. All maths is in rules/allocation (decimal-exact, Z-49).
import {
  convertWeights,
  evenSplit,
  isKwModeAvailable,
  shouldApplyEvenSplit,
  storedPercents,
  UNITS_PER_PHASE,
  type AllocationMode,
} from '../rules/allocation.ts';
import type { WeightEntry } from '../../state/project.ts';
import type { PhaseConnection } from './phaseConnections.ts';

// which connections a phase has live in phaseConnections.ts (the review reads them too)
export { phaseConnections, storedWeightOf, type PhaseConnection } from './phaseConnections.ts';

/** What the user typed on one phase screen, kept across reloads. */
export interface AllocationDraft {
  mode: AllocationMode;
  groups: number[]; // the enabled groups the values belong to; a change of connections drops the draft
  values: string[]; // one per editable box (every enabled connection but the last)
}

const text = (v: number | null) => (v === null ? '' : String(v));

/**
 * The boxes on arrival: the draft when it matches the connections; else saved weights (percent);
 * else the even split (E-37, Z-21: when the first weight is 0, null or empty). Values are shown
 * in `preferred` mode when kW is available (Z-59), converted from percent (E-36).
 */
export function initialAllocation(
  enabled: readonly PhaseConnection[],
  saved: readonly WeightEntry[] | undefined,
  draft: AllocationDraft | undefined,
  preferred: AllocationMode,
  availableKw: number,
): AllocationDraft {
  const groups = enabled.map((c) => c.group);
  const kwOk = isKwModeAvailable(availableKw);
  if (draft && draft.groups.join() === groups.join() && (draft.mode === 'percent' || kwOk)) return draft;
  const editable = enabled.slice(0, -1);
  const weightOf = (group: number) => saved?.find((entry) => entry[1] === group)?.[2] ?? null;
  const percents = shouldApplyEvenSplit(enabled.length > 0 ? weightOf(enabled[0]!.group) : null)
    ? evenSplit(enabled.length).editable
    : editable.map((c) => weightOf(c.group));
  const mode: AllocationMode = preferred === 'kW' && kwOk ? 'kW' : 'percent';
  const values = mode === 'kW' ? convertWeights(percents, 'percent', 'kW', availableKw) : percents;
  return { mode, groups, values: values.map(text) };
}

/** E-36: the same boxes in the other unit (empty stays empty). */
export function switchMode(draft: AllocationDraft, to: AllocationMode, availableKw: number): AllocationDraft {
  if (draft.mode === to) return draft;
  return { ...draft, mode: to, values: convertWeights(draft.values, draft.mode, to, availableKw).map(text) };
}

/** E-35, E-40: the five weights to store (percent, null for groups not on this phase); null when invalid. */
export function weightsToStore(draft: AllocationDraft, availableKw: number): (number | null)[] | null {
  const percents = isEvenSplitInKw(draft, availableKw)
    ? evenPercents(draft.groups.length)
    : storedPercents(draft.mode, draft.values, availableKw);
  if (percents === null) return null;
  const weights: (number | null)[] = Array.from({ length: UNITS_PER_PHASE }, () => null);
  draft.groups.forEach((group, i) => (weights[group] = percents[i] ?? null));
  return weights;
}

/**
 * E-37: the even split shown in kW is rounded to 0.01 kW (50 % of 3.33 kW shows 1.67), so storing
 * what the boxes say would give 50.15 / 49.85. Boxes still holding the even split store it exactly.
 */
function isEvenSplitInKw(draft: AllocationDraft, availableKw: number): boolean {
  if (draft.mode !== 'kW' || draft.groups.length < 2) return false;
  const even = convertWeights(evenSplit(draft.groups.length).editable, 'percent', 'kW', availableKw).map(text);
  return even.length === draft.values.length && even.every((v, i) => v !== '' && Number(v) === Number(draft.values[i]));
}

function evenPercents(count: number): number[] {
  const { editable, calculated } = evenSplit(count);
  return [...editable, calculated];
}
