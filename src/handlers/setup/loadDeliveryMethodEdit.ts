// /edit-solar-deliver-method as a form (H-22…H-25, Z-14, Z-48): what it starts from and what SAVE may
// send, both read from the unit's system info. The method the unit runs now (H-20) is chosen; Custom
// allocation edits the weights of every phase on software above v0.4.5, else shows them read-only
// with the upgrade note (H-23). Two-phase units are offered Custom allocation only (H-22).
import type { SystemInfo } from '../data.ts';
import type { FormStart } from '../formStart.ts';
import type { WeightEntry } from '../../state/project.ts';
import { deliveryChoiceOf, deliveryChoices, type DeliveryChoice } from '../rules/deliveryMethod.ts';
import { perPhaseKwForSerial } from '../rules/perPhaseKw.ts';
import { phasesOf } from '../rules/serial.ts';
import { supportsUnequalAllocation } from '../rules/softwareVersion.ts';
import { storedWeightOf } from '../config/allocationModel.ts';
import { startValue, type PhaseWeightsContext, type WeightsPhase } from '../config/phaseWeights.ts';
import { ensureSystemInfo, type LoadedOutcome } from '../fleet/loadSystemInfoView.ts';
import { unitInView } from '../../state/viewedUnit.ts';

import { currentSystemInfo } from './currentSystemInfo.ts';
import { solarConnections } from './allocationRows.ts';
import { handler } from '../define.ts';

/** The choice the unit runs now (H-20): solar_delivery_method, else algorithm_type (H-13); unknown → Custom allocation. */
export function currentChoice(serial: string, info: SystemInfo): DeliveryChoice {
  const choices = deliveryChoices(serial);
  if (choices.length === 1) return choices[0]!;
  const { solar_delivery_method: method, algorithm_type: type } = info.config;
  return deliveryChoiceOf(method || type) ?? 'customAllocation';
}

const savedWeights = (info: SystemInfo, phaseIndex: number) =>
  info.config.algo_weight[phaseIndex] as WeightEntry[] | undefined;

/** Every phase of the unit with the connections that receive solar (H-13) and their stored shares. */
export function deliveryPhases(serial: string, info: SystemInfo): WeightsPhase[] {
  return phasesOf(serial).map((phase, i) => {
    const connections = solarConnections(serial, info, phase);
    return {
      phase,
      caption: { key: 'deliverySetup.phase', values: { phase } },
      connections,
      stored: connections.map((c) => storedWeightOf(savedWeights(info, i), c.group)),
    };
  });
}

/** The kW available on each phase, from the unit's system size (E-31). */
export const deliveryAvailableKw = (serial: string, info: SystemInfo): number =>
  perPhaseKwForSerial(info.meter.systemSize ?? 0, serial);

// H-22, H-23: from system info (again after a reload)
export const loadDeliveryMethodEdit = handler(
  { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
  async (ctx): Promise<LoadedOutcome<'ready' | 'notFound' | 'forbidden' | 'notCommissioned', FormStart>> => {
    const problem = await ensureSystemInfo(ctx);
    if (problem) return problem;
    const info = currentSystemInfo()!;
    const serial = unitInView();
    const phases = deliveryPhases(serial, info);
    const availableKw = deliveryAvailableKw(serial, info);
    const start = startValue(
      phases,
      phases.map((_, i) => savedWeights(info, i)),
      'percent',
      availableKw,
    );
    const weights: PhaseWeightsContext = {
      availableKw,
      showAvailable: false,
      emptyText: 'deliverySetup.noUnits',
      phases,
      start,
    };
    if (!supportsUnequalAllocation(info.meter.softwareVersion)) weights.readOnlyNote = 'deliverySetup.upgradeNote'; // Z-48
    return {
      kind: 'ready',
      data: {
        values: { choice: currentChoice(serial, info), weights: start },
        context: { choices: deliveryChoices(serial), weights },
        draftOf: serial,
      },
    };
  },
);
