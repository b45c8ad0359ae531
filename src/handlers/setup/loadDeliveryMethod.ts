// /view-solar-deliver-method (H-19…H-21, Z-14) for the view kind: the method the unit in view runs,
// by its display name, and its allocation per phase when weights are stored (each solar connection
// with its label, N-14, and its stored percent; null shows N/A). System info is loaded again when it
// is missing (a reload, H-01).
import { unitInView } from '../../state/viewedUnit.ts';
import type { PhaseGroup } from '../config/phaseGroups.ts';
import { ensureSystemInfo, type LoadedOutcome } from '../fleet/loadSystemInfoView.ts';
import { hasAnyWeight } from '../rules/allocation.ts';
import { deliveryMethodDisplay } from '../rules/deliveryMethod.ts';
import type { MessageKey } from '../types.ts';
import { allocationRows } from './allocationRows.ts';
import { currentSystemInfo } from './currentSystemInfo.ts';
import { handler } from '../define.ts';

export interface DeliveryMethodData {
  method: MessageKey; // Demand-based delivery | Custom allocation | Net metering | N/A
  hasWeights: boolean;
  byDemand: boolean; // no weights: solar follows demand
  evenShares: boolean; // no weights with another method: every unit on a phase gets an equal share
  phases: PhaseGroup[]; // empty without weights
}

// /view-solar-deliver-method on arrival (H-19)
export const loadDeliveryMethod = handler(
  { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
  async (ctx): Promise<LoadedOutcome<'ready' | 'notFound' | 'forbidden' | 'notCommissioned', DeliveryMethodData>> => {
    const problem = await ensureSystemInfo(ctx);
    if (problem) return problem;
    const serial = unitInView();
    const info = currentSystemInfo()!;
    const { config } = info;
    // H-13: algorithm_type is what system info reports; solar_delivery_method is more precise when present
    const display = deliveryMethodDisplay({
      serial,
      stored: config.solar_delivery_method ?? config.algorithm_type,
      algorithmWeight: config.algo_weight,
    });
    const hasWeights = hasAnyWeight(config.algo_weight);
    const phases = hasWeights
      ? allocationRows(serial, info).map(({ phase, rows }) => ({
          title: { key: 'deliverySetup.phase', values: { phase } },
          note: { key: 'deliverySetup.noUnits' },
          lines: rows.map((r) => ({ phase, label: r.label, group: r.group, name: r.name, value: r.weight })),
        }))
      : [];
    return {
      kind: 'ready',
      data: {
        method: { key: `deliverySetup.display.${display}` },
        hasWeights,
        byDemand: !hasWeights && display === 'demandBased',
        evenShares: !hasWeights && display !== 'demandBased',
        phases,
      },
    };
  },
);
