// H-22…H-25: SAVE on /edit-solar-deliver-method. The stored method comes from the rule shared with
// the wizard (storedDeliveryMethod: 2P → net_metering, H-24); weights are sent only for Custom
// allocation on software above v0.4.5 (H-23, Z-48). oldConfig is the unit's originalConfig.
import { buildAlgorithmWeight } from '../rules/allocation.ts';
import { storedDeliveryMethod } from '../rules/deliveryMethod.ts';
import type { DeliveryMethodInput } from '../inputs.ts';
import { supportsUnequalAllocation } from '../rules/softwareVersion.ts';
import { unitInView } from '../../state/viewedUnit.ts';
import type { AlgorithmWeight } from '../../api/types.ts';
import { failed, failedKey, type Handler } from '../types.ts';
import { currentSystemInfo, reloadSystemInfo } from './currentSystemInfo.ts';

export type { DeliveryMethodInput } from '../inputs.ts';

const isInput = (v: DeliveryMethodInput | undefined): v is DeliveryMethodInput => v !== undefined && ['demandBased', 'customAllocation'].includes(v.choice);

export const saveDeliveryMethod: Handler<'saved', 'deliveryMethod'> = async (ctx) => {
  const info = currentSystemInfo();
  if (!info || !isInput(ctx.input)) return failedKey('deliverySetup.errors.notLoaded');
  const serial = unitInView();
  const { choice, weights } = ctx.input;
  const withWeights = choice === 'customAllocation' && supportsUnequalAllocation(info.meter.softwareVersion) && weights !== null;
  const result = await ctx.api.updateDeliveryMethod(serial, {
    solarDeliveryMethod: storedDeliveryMethod({ serial, choice, swVersion: info.meter.softwareVersion, weightsConfirmed: withWeights }),
    algorithmWeight: (withWeights ? buildAlgorithmWeight(weights) : []) as AlgorithmWeight,
    oldConfig: info.originalConfig,
  });
  await reloadSystemInfo(ctx); // H-25 on failure; on success the view shows the new method
  if (!result.ok) return failed(result.message);
  return { kind: 'saved' };
};
