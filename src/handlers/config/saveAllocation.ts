// E-35, E-38, E-40: NEXT on /commission/unequal-allocation/:index stores that phase's five entries
// [phaseIndex, unitIndex, percent | null] (0-based; the unit index is the connection group). The
// screen has already validated the inputs (L-30…L-32) and converted kW to percent.
import { algorithmWeightForPhase, UNITS_PER_PHASE } from '../rules/allocation.ts';
import { phaseCount } from '../rules/serial.ts';
import { project } from '../../state/project.ts';
import { failedKey, type HandlerContext, type Outcome } from '../types.ts';

/** '1'…'3' ('1'…'2' for two-phase units, E-29) → 1-based index, else null. */
export function allocationIndex(raw: string | undefined, serial: string): number | null {
  if (raw === undefined || !/^[1-9]$/.test(raw)) return null;
  const index = Number(raw);
  return index <= phaseCount(serial) ? index : null;
}

export async function saveAllocationPhase({ params, input }: HandlerContext<'phaseWeights'>): Promise<Outcome<'next' | 'review'>> {
  const serial = project.serialNumber;
  const index = allocationIndex(params.index, serial);
  const weights = input?.weights;
  if (index === null || !Array.isArray(weights) || weights.length !== UNITS_PER_PHASE) return failedKey('allocation.notFound');
  const phases = phaseCount(serial);
  // keep earlier phases; a phase not yet visited holds nulls until its screen is saved
  const all = Array.from({ length: phases }, (_, i) => project.algorithmWeight[i] ?? algorithmWeightForPhase(i, []));
  all[index - 1] = algorithmWeightForPhase(index - 1, weights);
  project.algorithmWeight = all;
  return index < phases ? { kind: 'next', params: { index: index + 1 } } : { kind: 'review' };
}
