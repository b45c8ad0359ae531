// The allocation per phase for the report: which connections get solar on each phase and what
// share each gets. Weights are read as stored (E-40); optimise_even is the even split the unit runs
// (E-37); Demand-based has no fixed share. Anything else is "not available", never guessed.
import { evenSplit, hasAnyWeight } from '../rules/allocation.ts';
import type { WeightEntry } from '../../state/project.ts';
import { connectionLabel, isEmptyPhaseValue } from '../rules/connections.ts';
import type { Connection } from '../../state/project.ts';
import { phasesOf, type Phase } from '../rules/serial.ts';
import type { AllocationKind, ReportPhaseAllocation } from './reportModel.ts';

const ALL_PHASES: readonly Phase[] = ['L1', 'L2', 'L3'];

export interface AllocationSource {
  serial: string;
  connections: readonly Connection[];
  /** solarDeliveryMethod, or config.solar_delivery_method ?? config.algorithm_type */
  method: string | null | undefined;
  weights: readonly (readonly WeightEntry[])[] | undefined;
  /** H-13 enabled_units (1-based groups per phase); absent for a draft, where every named phase gets solar */
  enabledUnits?: readonly (readonly number[])[] | undefined;
}

export function allocationKind(method: string | null | undefined, weights: unknown): AllocationKind {
  if (hasAnyWeight(weights)) return 'weights';
  if (method === 'optimise_even') return 'even';
  if (method === 'optimise' || method === 'DEMAND_BASED_DELIVERY') return 'demand';
  return 'na';
}

const weightOf = (entries: readonly WeightEntry[] | undefined, group: number): number | null =>
  entries?.find((e) => e[1] === group)?.[2] ?? null;

/**
 * [{ phase: 'L1', shares: [{ label: 'L1-1', name: 'Unit 1', percent: 30.03 }, …] }, …] for the
 * unit's phases. With weights, a connection without a stored weight has percent null.
 */
export function phaseAllocations(source: AllocationSource): { kind: AllocationKind; phases: ReportPhaseAllocation[] } {
  const { serial, connections, method, weights, enabledUnits } = source;
  const kind = allocationKind(method, weights);
  const phases = phasesOf(serial).map((phase): ReportPhaseAllocation => {
    const p = ALL_PHASES.indexOf(phase);
    const solar = connections
      .map((c, group) => ({ group, label: connectionLabel(serial, phase, group), name: c[phase] }))
      .filter((c) => !isEmptyPhaseValue(c.name))
      .filter((c) => enabledUnits === undefined || (enabledUnits[p] ?? []).includes(c.group + 1));
    const even = evenSplit(solar.length);
    const evenShare = (i: number) => (i < even.editable.length ? (even.editable[i] ?? null) : even.calculated);
    return {
      phase,
      shares: solar.map((c, i) => ({
        label: c.label,
        group: c.group + 1,
        name: c.name,
        percent: kind === 'weights' ? weightOf(weights?.[p], c.group) : kind === 'even' ? evenShare(i) : null,
      })),
    };
  });
  return { kind, phases };
}
