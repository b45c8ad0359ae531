// The allocation a unit runs, read from system info (H-19, H-23): per phase, each connection that
// receives solar with its stored percent. Pure; the delivery-method view and editor read it here.
import type { SystemInfo } from '../data.ts';
import { phaseConnections, storedWeightOf, type PhaseConnection } from '../config/allocationModel.ts';
import { phasesOf, type Phase } from '../rules/serial.ts';
import type { WeightEntry } from '../../state/project.ts';
import { isEnabled, unitConnections } from './unitConnections.ts';

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
    rows: solarConnections(serial, info, phase).map((c) => ({
      ...c,
      weight: storedWeightOf(info.config.algo_weight[i] as WeightEntry[] | undefined, c.group),
    })),
  }));
}
