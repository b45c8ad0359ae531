// /commission/unequal-allocation/:index (E-29…E-40, L-30…L-33, Z-59), a form with the phaseWeights
// field. Arriving loads the phase: its enabled connections, the kW available and the boxes' start
// (saved weights or the even split, in the unit chosen last). NEXT checks the phase (E-38), converts
// kW to percent exactly (E-35, Z-49) and stores its five entries [phaseIndex, unitIndex, percent | null]
// (0-based; the unit index is the connection group, E-40).
import { algorithmWeightForPhase } from '../rules/allocation.ts';
import { perPhaseKwForSerial } from '../rules/perPhaseKw.ts';
import { phaseCount, phasesOf } from '../rules/serial.ts';
import type { FormStart } from '../formStart.ts';
import { project } from '../../state/project.ts';
import { failedKey, type Failure, type Outcome } from '../types.ts';
import { phaseConnections } from './allocationModel.ts';
import { checkWeights, startValue, type PhaseWeightsContext, type WeightsPhase } from './phaseWeights.ts';
import { handler } from '../define.ts';

/** '1'…'3' ('1'…'2' for two-phase units, E-29) → 1-based index, else null. */
export function allocationIndex(raw: string | undefined, serial: string): number | null {
  if (raw === undefined || !/^[1-9]$/.test(raw)) return null;
  const index = Number(raw);
  return index <= phaseCount(serial) ? index : null;
}

interface PhaseStep {
  index: number;
  phase: WeightsPhase;
  availableKw: number;
}

/** The phase the route names, from the job; null for an index the unit does not have (E-29). */
function phaseStep(params: Record<string, string>): PhaseStep | null {
  const serial = project.serialNumber;
  const index = allocationIndex(params.index, serial);
  if (index === null) return null;
  const phases = phasesOf(serial);
  const phase = phases[index - 1]!;
  return {
    index,
    availableKw: perPhaseKwForSerial(project.spec.dcSize ?? 0, serial), // E-31
    phase: {
      phase,
      caption: { key: 'allocation.phaseOf', values: { phase, number: index, total: phases.length } },
      connections: phaseConnections(serial, project.connections, phase), // E-32, M-05
    },
  };
}

// E-29…E-37: the phase's connections and the boxes' start
export const loadAllocationPhase = handler(
  { input: 'none', outcomes: ['ready'] },
  async ({ params }): Promise<{ kind: 'ready'; data: FormStart } | Failure> => {
    const at = phaseStep(params);
    if (at === null) return failedKey('allocation.notFound');
    const { index, phase, availableKw } = at;
    const start = startValue(
      [phase],
      [project.algorithmWeight[index - 1]],
      project.allocationUnit === 'kW' ? 'kW' : 'percent',
      availableKw,
    );
    const weights: PhaseWeightsContext = {
      availableKw,
      showAvailable: true,
      emptyText: 'allocation.noConnections',
      phases: [phase],
      start,
    };
    return { kind: 'ready', data: { values: { weights: start }, context: { weights } } };
  },
);

const PROBLEM_KEYS = {
  empty: 'allocation.errors.empty',
  overPercent: 'allocation.errors.overPercent',
  overKw: 'allocation.errors.overKw',
  invalid: 'allocation.errors.invalid',
} as const;

// E-38
export const saveAllocationPhase = handler(
  { input: 'formData', outcomes: ['next', 'review'] },
  async ({ params, input }): Promise<Outcome<'next' | 'review'>> => {
    const at = phaseStep(params);
    if (at === null) return failedKey('allocation.notFound');
    const checked = checkWeights(input?.weights, [at.phase], at.availableKw);
    if ('problem' in checked)
      return checked.problem === 'empty'
        ? failedKey(PROBLEM_KEYS.empty, { labels: checked.labels })
        : failedKey(PROBLEM_KEYS[checked.problem]);
    const phases = phaseCount(project.serialNumber);
    // keep earlier phases; a phase not yet visited holds nulls until its screen is saved
    const all = Array.from({ length: phases }, (_, i) => project.algorithmWeight[i] ?? algorithmWeightForPhase(i, []));
    all[at.index - 1] = algorithmWeightForPhase(at.index - 1, checked.weights[0]!);
    project.algorithmWeight = all;
    project.allocationUnit = (input.weights as { mode: string }).mode === 'kW' ? 'kW' : '%'; // the next phase opens in the same unit
    return at.index < phases ? { kind: 'next', params: { index: at.index + 1 } } : { kind: 'review' };
  },
);
