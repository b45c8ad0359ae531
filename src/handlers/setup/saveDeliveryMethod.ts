// H-22…H-25: SAVE on /edit-solar-deliver-method, a form (choice + the phaseWeights field). The choice
// must be one the unit is offered (H-22); Custom allocation on software above v0.4.5 checks the
// weights of every phase (E-38, first problem wins) and sends them in percent (H-23, Z-48). The
// stored method comes from the rule shared with the wizard (storedDeliveryMethod: 2P → net_metering,
// H-24). oldConfig is the unit's originalConfig. A failure reloads system info and stays (H-25).
import { buildAlgorithmWeight } from '../rules/allocation.ts';
import { deliveryChoices, storedDeliveryMethod, type DeliveryChoice } from '../rules/deliveryMethod.ts';
import { supportsUnequalAllocation } from '../rules/softwareVersion.ts';
import { checkWeights } from '../config/phaseWeights.ts';
import { unitInView } from '../../state/viewedUnit.ts';
import type { AlgorithmWeight } from '../../api/types.ts';
import { failedCall, failedKey } from '../types.ts';
import { currentSystemInfo, reloadSystemInfo } from './currentSystemInfo.ts';
import { deliveryAvailableKw, deliveryPhases } from './loadDeliveryMethodEdit.ts';
import { handler } from '../define.ts';

const PROBLEM_KEYS = {
  empty: 'deliverySetup.errors.empty',
  overPercent: 'deliverySetup.errors.overPercent',
  overKw: 'deliverySetup.errors.overKw',
  invalid: 'deliverySetup.errors.invalid',
} as const;

// H-24; a failure reloads system info and stays (H-25)
export const saveDeliveryMethod = handler({ input: 'formData', outcomes: ['saved'] }, async (ctx) => {
  const info = currentSystemInfo();
  if (!info) return failedKey('deliverySetup.errors.notLoaded');
  const serial = unitInView();
  const choice = ctx.input.choice as DeliveryChoice;
  if (!deliveryChoices(serial).includes(choice)) return failedKey('delivery.errors.choose');
  let weights: (number | null)[][] | null = null;
  if (choice === 'customAllocation' && supportsUnequalAllocation(info.meter.softwareVersion)) {
    const checked = checkWeights(ctx.input.weights, deliveryPhases(serial, info), deliveryAvailableKw(serial, info));
    if ('problem' in checked)
      return checked.problem === 'empty'
        ? failedKey(PROBLEM_KEYS.empty, { labels: checked.labels })
        : failedKey(PROBLEM_KEYS[checked.problem]);
    weights = checked.weights;
  }
  const result = await ctx.api.updateDeliveryMethod(serial, {
    solarDeliveryMethod: storedDeliveryMethod({
      serial,
      choice,
      swVersion: info.meter.softwareVersion,
      weightsConfirmed: weights !== null,
    }),
    algorithmWeight: (weights !== null ? buildAlgorithmWeight(weights) : []) as AlgorithmWeight,
    oldConfig: info.originalConfig,
  });
  await reloadSystemInfo(ctx); // H-25 on failure; on success the view shows the new method
  if (!result.ok) return failedCall(result);
  return { kind: 'saved' };
});
