// /reset-connections (E-23, E-55, Z-47) as a form step: the Connected-tick boxes start from the
// connections the unit runs (system info), or from the job's own groups for the same unit when system
// info has none (a unit commissioned in this job whose system info is still empty).
import type { SystemInfo } from '../data.ts';
import { project, type Connection } from '../../state/project.ts';
import { unitInView } from '../../state/viewedUnit.ts';
import { boxesFrom } from '../config/connectionBoxes.ts';
import { ensureSystemInfo, type LoadedOutcome } from '../fleet/loadSystemInfoView.ts';
import type { FormStart } from '../formStart.ts';
import { isEmptyPhaseValue } from '../rules/connections.ts';

import { currentSystemInfo } from './currentSystemInfo.ts';
import { unitConnections } from './unitConnections.ts';
import { handler } from '../define.ts';

/** The groups the editor starts from, and SAVE builds on (Z-36 keeps their types). */
export function resetStartConnections(serial: string, info: SystemInfo): Connection[] {
  const fromUnit = unitConnections(info);
  const hasAny = fromUnit.some((c) => !isEmptyPhaseValue(c.L1) || !isEmptyPhaseValue(c.L2) || !isEmptyPhaseValue(c.L3));
  return hasAny || serial !== project.serialNumber ? fromUnit : project.connections.map((c) => ({ ...c }));
}

// /reset-connections on arrival: the boxes to start from (E-23)
export const loadResetConnections = handler(
  { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
  async (ctx): Promise<LoadedOutcome<'ready' | 'notFound' | 'forbidden' | 'notCommissioned', FormStart>> => {
    const problem = await ensureSystemInfo(ctx);
    if (problem) return problem;
    const serial = unitInView();
    return {
      kind: 'ready',
      data: { values: { groups: boxesFrom(serial, resetStartConnections(serial, currentSystemInfo()!)) } },
    };
  },
);
