// Pure readings of system info for the setup screens (H-13, H-19, H-26, H-27): the unit's five
// connections, which units are enabled for solar per phase, and the allocation per phase.
import type { SystemInfo } from '../../handlers/data.ts';
import { storedWeightOf, phaseConnections, type PhaseConnection } from '../config/allocationModel.ts';
import { isEnabled, unitConnections } from '../../handlers/setup/unitConnections.ts';
import { phasesOf, type Phase } from '../../handlers/rules/serial.ts';
import type { WeightEntry } from '../../state/project.ts';

// moved to the handlers, which read the unit too; kept here under their old names for the screens
export { ALL_PHASES, isEnabled, unitConnections } from '../../handlers/setup/unitConnections.ts';

/** The connections of one phase that receive solar, in group order (what an allocation is about). */
export function solarConnections(serial: string, info: SystemInfo, phase: Phase): PhaseConnection[] {
  return phaseConnections(serial, unitConnections(info), phase).filter((c) => isEnabled(info, phase, c.group));
}

export interface AllocationRow extends PhaseConnection {
  weight: number | null; // percent, null when no weight is stored
}

/** H-19 (reading): per phase of the unit, each solar connection with its stored percent. */
export function allocationRows(serial: string, info: SystemInfo): { phase: Phase; rows: AllocationRow[] }[] {
  return phasesOf(serial).map((phase, i) => ({
    phase,
    rows: solarConnections(serial, info, phase).map((c) => ({ ...c, weight: storedWeightOf(info.config.algo_weight[i] as WeightEntry[] | undefined, c.group) })),
  }));
}

// the enable-for-solar boxes moved to the handlers (/edit-connected-units builds its payload there)
export { enabledBoxesFrom, isShown } from '../../handlers/setup/enabledBoxes.ts';
