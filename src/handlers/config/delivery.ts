// E-24…E-28, E-41, Z-13, Y.9a: the delivery method on /commission/17 and the allocation CONFIRM.
// Custom allocation on software above v0.4.5 (N-17) goes to the allocation screens and becomes
// optimise_weight only once the review is confirmed; everything else is stored at once and goes on
// to the CT step. Two-phase units always store net_metering (D-25, H-24).
import {
  deliveryChoices,
  nextStepAfterDeliveryChoice,
  storedDeliveryMethod,
  type DeliveryChoice,
} from '../rules/deliveryMethod.ts';
import { phaseCount } from '../rules/serial.ts';
import { hasAnyWeight, UNITS_PER_PHASE } from '../rules/allocation.ts';
import { project } from '../../state/project.ts';
import { failedKey, type Outcome } from '../types.ts';
import { decideCt } from './ctStep.ts';
import { handler } from '../define.ts';

const swVersion = () => project.unit?.swVersion ?? null;

const isChoiceFor = (serial: string, value: string | null | undefined): value is DeliveryChoice =>
  (deliveryChoices(serial) as (string | null | undefined)[]).includes(value);

// E-26…E-28
/** NEXT on /commission/17 with the option chosen (the choice kind): nothing or an option not offered → the error. */
export const chooseDeliveryMethod = handler(
  { input: 'choice', outcomes: ['allocation', 'ctAutomatic', 'ctPage'] },
  async ({ input }): Promise<Outcome<'allocation' | 'ctAutomatic' | 'ctPage'>> => {
    const serial = project.serialNumber;
    const choice = input?.choice;
    if (!isChoiceFor(serial, choice)) return failedKey('delivery.errors.choose');
    const weightsConfirmed = false;
    project.solarDeliveryMethod = storedDeliveryMethod({ serial, choice, swVersion: swVersion(), weightsConfirmed });
    if (nextStepAfterDeliveryChoice(choice, swVersion()) === 'allocation') return { kind: 'allocation' };
    project.algorithmWeight = []; // no unequal weights apply: Demand-based, or software too old (Z-13)
    return decideCt();
  },
);

/** True when every phase of the unit has its five stored entries with some weight (E-40). */
export function allocationComplete(): boolean {
  const phases = phaseCount(project.serialNumber);
  const all = project.algorithmWeight;
  return all.length === phases && all.every((phase) => phase.length === UNITS_PER_PHASE && hasAnyWeight(phase));
}

/** CONFIRM on /commission/unequal-allocation-review (E-41): weights confirmed → optimise_weight (Z-13). */
export const confirmAllocation = handler(
  { input: 'none', outcomes: ['ctAutomatic', 'ctPage'] },
  async (): Promise<Outcome<'ctAutomatic' | 'ctPage'>> => {
    if (!allocationComplete()) return failedKey('allocation.errors.incomplete');
    project.solarDeliveryMethod = storedDeliveryMethod({
      serial: project.serialNumber,
      choice: 'customAllocation',
      swVersion: swVersion(),
      weightsConfirmed: true,
    });
    return decideCt();
  },
);
