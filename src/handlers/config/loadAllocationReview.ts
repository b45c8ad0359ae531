// /commission/unequal-allocation-review (E-41) for the view kind: every phase of the job with its
// connections and the percent stored for each (E-35; null shows N/A), read-only. CONFIRM and EDIT are
// the flow's buttons.
import { phasesOf } from '../rules/serial.ts';
import type { WeightEntry } from '../../state/project.ts';
import { project, type Connection } from '../../state/project.ts';
import type { LoadedOutcome } from '../fleet/loadSystemInfoView.ts';

import { phaseConnections, storedWeightOf } from './phaseConnections.ts';
import type { PhaseGroup } from './phaseGroups.ts';
import { handler } from '../define.ts';

export interface AllocationReviewData {
  phases: PhaseGroup[];
}

export function allocationReview(
  serial: string,
  connections: readonly Connection[],
  weights: readonly (readonly WeightEntry[])[],
): AllocationReviewData {
  const phases = phasesOf(serial);
  return {
    phases: phases.map((phase, p) => ({
      title: { key: 'allocation.phaseOf', values: { phase, number: p + 1, total: phases.length } },
      lines: phaseConnections(serial, connections, phase).map((c) => ({
        phase,
        label: c.label,
        group: c.group,
        name: c.name,
        value: storedWeightOf(weights[p], c.group),
      })),
    })),
  };
}

// /commission/unequal-allocation-review on arrival (E-41): each phase's stored percents
export const loadAllocationReview = handler(
  { input: 'none', outcomes: ['ready'] },
  async (_ctx): Promise<LoadedOutcome<'ready', AllocationReviewData>> => {
    return {
      kind: 'ready',
      data: allocationReview(project.serialNumber, project.connections, project.algorithmWeight),
    };
  },
);
