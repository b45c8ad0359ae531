// Solar delivery method: choices (E-24, H-22), stored value (D-25, E-26, H-24, Z-13), next step
// (E-27, E-28) and the read-back display name (H-20, H-21, Z-14). Y.9.
import { hasAnyWeight } from './allocation.ts';
import { isTwoPhase } from './serial.ts';
import { supportsUnequalAllocation } from './softwareVersion.ts';

export type DeliveryChoice = 'demandBased' | 'customAllocation';
export type SolarDeliveryMethod = 'optimise' | 'optimise_even' | 'optimise_weight' | 'net_metering';
export type DeliveryDisplay = 'demandBased' | 'customAllocation' | 'netMetering' | 'na';
export type DeliveryNextStep = 'allocation' | 'ct';

export const SOLAR_DELIVERY_METHODS: readonly SolarDeliveryMethod[] = [
  'optimise',
  'optimise_even',
  'optimise_weight',
  'net_metering',
];

/** E-24, H-22: three-phase units get both choices, two-phase units only Custom allocation. */
export function deliveryChoices(serial: string): DeliveryChoice[] {
  return isTwoPhase(serial) ? ['customAllocation'] : ['demandBased', 'customAllocation'];
}

/** D-25: detecting a two-phase unit sets net metering; other units keep what they have. */
export function methodOnDetection(serial: string): 'net_metering' | undefined {
  return isTwoPhase(serial) ? 'net_metering' : undefined;
}

export interface StoredMethodInput {
  serial: string;
  choice: DeliveryChoice;
  /** `swVersion` in the wizard, `meter.softwareVersion` on service screens (Z-48). */
  swVersion?: string | null | undefined;
  /** Z-13: the allocation review was confirmed, so weights are present. */
  weightsConfirmed: boolean;
}

/**
 * E-26, Z-13: two-phase → net_metering always (H-24); Demand-based → optimise; Custom allocation →
 * optimise_weight when supported (N-17) and confirmed, else optimise_even. Equal weights stay weighted.
 */
export function storedDeliveryMethod({
  serial,
  choice,
  swVersion,
  weightsConfirmed,
}: StoredMethodInput): SolarDeliveryMethod {
  if (isTwoPhase(serial)) return 'net_metering';
  if (choice === 'demandBased') return 'optimise';
  return supportsUnequalAllocation(swVersion) && weightsConfirmed ? 'optimise_weight' : 'optimise_even';
}

/** E-27, E-28: Custom allocation on supporting software → allocation screens; everything else → CT step. */
export function nextStepAfterDeliveryChoice(choice: DeliveryChoice, swVersion?: string | null): DeliveryNextStep {
  return choice === 'customAllocation' && supportsUnequalAllocation(swVersion) ? 'allocation' : 'ct';
}

export interface ReadBackInput {
  serial: string;
  /** `solarDeliveryMethod`, or `config.algorithm_type` (DEMAND_BASED_DELIVERY / CUSTOM_ALLOCATION, H-13). */
  stored: string | null | undefined;
  algorithmWeight?: unknown;
}

// The one reading of a stored method as the choice it came from (Z-14): the wizard's value, the
// unit's solar_delivery_method, or system info's algorithm_type (H-13). Equal weights are still
// Custom allocation: what the user chose.
const CHOICE_OF: Readonly<Record<string, DeliveryChoice>> = {
  optimise: 'demandBased',
  optimise_weight: 'customAllocation',
  optimise_even: 'customAllocation',
  DEMAND_BASED_DELIVERY: 'demandBased',
  CUSTOM_ALLOCATION: 'customAllocation',
};

/** optimise → demandBased, optimise_even / optimise_weight → customAllocation; net_metering, unknown → null. */
export function deliveryChoiceOf(stored: string | null | undefined): DeliveryChoice | null {
  return stored && Object.hasOwn(CHOICE_OF, stored) ? CHOICE_OF[stored]! : null;
}

/**
 * H-20, H-21, Y.9b: the display-name key. A missing or unknown value → 'na' for every unit; a known
 * value on a two-phase unit reads back as customAllocation with weights, netMetering without.
 */
export function deliveryMethodDisplay({ serial, stored, algorithmWeight }: ReadBackInput): DeliveryDisplay {
  const choice = deliveryChoiceOf(stored);
  if (choice === null && stored !== 'net_metering') return 'na';
  if (isTwoPhase(serial)) return hasAnyWeight(algorithmWeight) ? 'customAllocation' : 'netMetering';
  return choice ?? 'netMetering'; // Z-14: interim "Net metering"
}
