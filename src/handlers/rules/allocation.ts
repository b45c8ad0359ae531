// Unequal allocation (E-29…E-40, L-30…L-33, Z-20, Z-21, Z-49, Z-59). All sums are exact on
// hundredths: 3.33 − 1.11 − 1.11 is 1.11, never 1.1099999.
import type { AlgorithmWeight } from '../../api/types.ts'; // E-40: both indices of an entry are 0-based
import type { WeightEntry } from '../../state/project.ts';
import {
  type Hundredths,
  fromHundredths,
  formatHundredths,
  hasAtMostTwoDecimals,
  roundDiv,
  toHundredths,
} from './decimal.ts';

export type AllocationMode = 'percent' | 'kW';
/** What the user typed into a weight box; '' or null when empty. */
export type WeightInput = string | number | null | undefined;
export type CalculatedLabel = { na: true } | { na: false; value: string; suffix: '%' | 'kW' };
export type AllocationError =
  | { kind: 'emptyInputs'; labels: string[] } // L-30: `Please input number to {labels}.`
  | { kind: 'overPercent' } // L-31
  | { kind: 'overKw' }; // L-32

/** M-05: five connections per phase. */
export const UNITS_PER_PHASE = 5;
const HUNDRED_PERCENT: Hundredths = 10_000;

export function isEmptyWeight(raw: WeightInput): boolean {
  return raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
}

/** L-33 on one box: 'required' | 'notNumber' | 'negative' | 'tooManyDecimals' | null. */
export function weightInputError(raw: WeightInput): 'required' | 'notNumber' | 'negative' | 'tooManyDecimals' | null {
  if (isEmptyWeight(raw)) return 'required';
  const h = toHundredths(raw as string | number, 'floor');
  if (h === null) return 'notNumber';
  if (!hasAtMostTwoDecimals(raw as string | number)) return 'tooManyDecimals';
  return h < 0 ? 'negative' : null;
}

/** A valid weight (≥ 0, ≤ 2 decimals) in hundredths, else null. */
export function parseWeight(raw: WeightInput): Hundredths | null {
  return weightInputError(raw) === null ? toHundredths(raw as string | number) : null;
}

/** Z-21: the default applies when the first weight is 0, null or empty (no saved allocation). */
export function shouldApplyEvenSplit(firstWeight: WeightInput): boolean {
  return isEmptyWeight(firstWeight) || parseWeight(firstWeight) === 0;
}

/** E-37, Y.5: 3 enabled → editable [33.33, 33.33], calculated 33.34; 1 enabled → [], 100. */
export function evenSplit(enabledCount: number): { editable: number[]; calculated: number } {
  if (!Number.isInteger(enabledCount) || enabledCount < 1) return { editable: [], calculated: 0 };
  const each = Math.floor(HUNDRED_PERCENT / enabledCount);
  const editable = Array.from({ length: enabledCount - 1 }, () => each);
  return {
    editable: editable.map(fromHundredths),
    calculated: fromHundredths(HUNDRED_PERCENT - each * (enabledCount - 1)),
  };
}

function totalHundredths(mode: AllocationMode, availableKw: number): Hundredths {
  return mode === 'percent' ? HUNDRED_PERCENT : (toHundredths(availableKw, 'floor') ?? 0);
}

/**
 * E-32: the last enabled connection's value = 100 − others (%) or availableKw − others (kW).
 * Empty or invalid boxes count as 0 here so the display follows typing; NEXT still rejects them.
 */
export function remainder(mode: AllocationMode, editable: readonly WeightInput[], availableKw = 0): number {
  const used = editable.reduce<number>((sum, raw) => sum + (parseWeight(raw) ?? 0), 0);
  return fromHundredths(totalHundredths(mode, availableKw) - used);
}

/** E-33, Z-20: negative → `calculated N/A`; else value without forced zeros and suffix % or kW. */
export function calculatedLabel(mode: AllocationMode, remainderValue: number): CalculatedLabel {
  const h = toHundredths(remainderValue, 'halfUp');
  if (h === null || h < 0) return { na: true };
  return { na: false, value: formatHundredths(h), suffix: mode === 'percent' ? '%' : 'kW' };
}

export interface PhaseGroupInput {
  mode: AllocationMode;
  /** The editable boxes (every enabled connection but the last), in display order. */
  inputs: readonly { label: string; value: WeightInput }[];
  availableKw?: number | undefined;
}

/**
 * NEXT on one phase (E-38): empty or invalid boxes first (L-30, L-33; labels in order, joined by
 * the UI with ', ' per Z-31), then a negative remainder (L-31 / L-32; 0 passes, Z-20).
 */
export function validatePhaseGroup({ mode, inputs, availableKw = 0 }: PhaseGroupInput): AllocationError | null {
  const labels = inputs.filter((input) => parseWeight(input.value) === null).map((input) => input.label);
  if (labels.length > 0) return { kind: 'emptyInputs', labels };
  const rest = remainder(
    mode,
    inputs.map((input) => input.value),
    availableKw,
  );
  if (rest < 0) return mode === 'percent' ? { kind: 'overPercent' } : { kind: 'overKw' };
  return null;
}

/** Z-59: kW mode is offered only when the phase has some kW available. */
export function isKwModeAvailable(availableKw: number): boolean {
  return (toHundredths(availableKw, 'floor') ?? 0) > 0;
}

/** E-36, Y.7: percent of the available kW, half-up to 2 decimals (50 % of 3.33 → 1.67). */
export function percentToKw(percent: number, availableKw: number): number {
  const p = toHundredths(percent) ?? 0;
  const a = toHundredths(availableKw) ?? 0;
  return fromHundredths(Number(roundDiv(BigInt(p) * BigInt(a), 10_000n, 'halfUp')));
}

/** E-35, E-36, Y.7: kW ÷ available × 100, half-up to 2 decimals (0.83 of 3.33 → 24.92); null when available is 0. */
export function kwToPercent(kw: number, availableKw: number): number | null {
  const k = toHundredths(kw) ?? 0;
  const a = toHundredths(availableKw) ?? 0;
  if (a === 0) return null;
  return fromHundredths(Number(roundDiv(BigInt(k) * 10_000n, BigInt(a), 'halfUp')));
}

/** E-36: converts every box when the unit switches; empty or invalid boxes stay null. */
export function convertWeights(
  values: readonly WeightInput[],
  from: AllocationMode,
  to: AllocationMode,
  availableKw: number,
): (number | null)[] {
  return values.map((raw) => {
    const h = parseWeight(raw);
    if (h === null) return null;
    const value = fromHundredths(h);
    if (from === to) return value;
    return to === 'kW' ? percentToKw(value, availableKw) : kwToPercent(value, availableKw);
  });
}

/**
 * E-35: percentages to store for all enabled connections, the calculated last one included.
 * Y.6: kW, available 3.33, editable 1.00, 1.00 → [30.03, 30.03, 39.94]. Null when NEXT would fail.
 */
export function storedPercents(
  mode: AllocationMode,
  editable: readonly WeightInput[],
  availableKw = 0,
): number[] | null {
  const inputs = editable.map((value, i) => ({ label: String(i), value }));
  if (validatePhaseGroup({ mode, inputs, availableKw }) !== null) return null;
  const values = [
    ...editable.map((raw) => fromHundredths(parseWeight(raw) ?? 0)),
    remainder(mode, editable, availableKw),
  ];
  if (mode === 'percent') return values;
  const shares = sharesOfHundred(values.map((kw) => toHundredths(kw) ?? 0));
  return shares === null ? null : shares.map(fromHundredths);
}

/**
 * Shares of 100.00 % in hundredths, proportional to `parts` (each ≥ 0), summing to exactly 10 000:
 * each share is rounded down, and the hundredths left over go to the largest remainders (the first
 * on a tie). 1.11 + 1.11 + 1.11 of 3.33 kW → [33.34, 33.33, 33.33], never 33.33 × 3 = 99.99.
 * Null when the parts add up to nothing.
 */
export function sharesOfHundred(parts: readonly Hundredths[]): Hundredths[] | null {
  const total = parts.reduce((sum, p) => sum + BigInt(p), 0n);
  if (total <= 0n || parts.some((p) => p < 0)) return null;
  const exact = parts.map((p) => BigInt(p) * BigInt(HUNDRED_PERCENT));
  const shares = exact.map((e) => e / total);
  let left = BigInt(HUNDRED_PERCENT) - shares.reduce((sum, s) => sum + s, 0n);
  const byRemainder = exact
    .map((e, i) => ({ i, rest: e % total }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left === 0n) break;
    shares[i] += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/** E-40: five entries for one phase; `weights[unitIndex]` (missing → null) for units 0…4. */
export function algorithmWeightForPhase(
  phaseIndex: number,
  weights: readonly (number | null | undefined)[],
): WeightEntry[] {
  return Array.from({ length: UNITS_PER_PHASE }, (_, unitIndex): WeightEntry => [
    phaseIndex,
    unitIndex,
    weights[unitIndex] ?? null,
  ]);
}

/** E-40: [[[0,0,w],…,[0,4,w]], [[1,0,w],…], …] for phases 0…n−1. */
export function buildAlgorithmWeight(perPhase: readonly (readonly (number | null | undefined)[])[]): AlgorithmWeight {
  return perPhase.map((weights, phaseIndex) => algorithmWeightForPhase(phaseIndex, weights));
}

/** H-21: the weight list counts as non-empty when it holds at least one non-null weight. */
export function hasAnyWeight(algorithmWeight: unknown): boolean {
  if (!Array.isArray(algorithmWeight)) return false;
  if (
    algorithmWeight.length === 3 &&
    typeof algorithmWeight[0] === 'number' &&
    typeof algorithmWeight[1] === 'number'
  ) {
    return algorithmWeight[2] !== null && algorithmWeight[2] !== undefined;
  }
  return algorithmWeight.some((item) =>
    Array.isArray(item) ? hasAnyWeight(item) : item !== null && item !== undefined,
  );
}
