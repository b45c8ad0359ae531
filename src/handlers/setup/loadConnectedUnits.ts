// /view-connected-units (H-26) for the view kind: each output group that has a unit, its units per
// phase with their labels (N-14) and whether each is enabled for solar, in words. The unit in view's
// system info is loaded again when it is missing (a reload, H-01).
import { unitInView } from '../../state/viewedUnit.ts';
import type { PhaseGroup } from '../config/phaseGroups.ts';
import { ensureSystemInfo, type LoadedOutcome } from '../fleet/loadSystemInfoView.ts';
import type { HandlerContext } from '../types.ts';
import { currentSystemInfo } from './currentSystemInfo.ts';
import { enabledBoxesFrom, isShown } from './enabledBoxes.ts';

export interface ConnectedUnitsData {
  groups: PhaseGroup[]; // empty when no unit is connected
}

export async function loadConnectedUnits(
  ctx: HandlerContext,
): Promise<LoadedOutcome<'ready' | 'notFound' | 'forbidden' | 'notCommissioned', ConnectedUnitsData>> {
  const problem = await ensureSystemInfo(ctx);
  if (problem) return problem;
  const groups = enabledBoxesFrom(unitInView(), currentSystemInfo()!)
    .map((boxes, group) => ({
      title: { key: 'connectedUnits.group', values: { number: group + 1 } },
      lines: boxes.filter(isShown).map((b) => ({
        phase: b.phase,
        label: b.label,
        name: b.name,
        value: { key: b.ticked ? 'connectedUnits.enabled' : 'connectedUnits.notEnabled' },
      })),
    }))
    .filter((g) => g.lines.length > 0);
  return { kind: 'ready', data: { groups } };
}
