// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildAlgorithmWeight,
  deliveryChoiceOf,
  deliveryChoices,
  deliveryMethodDisplay,
  methodOnDetection,
  nextStepAfterDeliveryChoice,
  storedDeliveryMethod,
  supportsUnequalAllocation,
} from '../../src/handlers/rules';

describe('choosing and storing the delivery method (E-24…E-28, Y.9a)', () => {
  it.each([
    { serial: '3P_35A_0400', choice: 'demandBased', sw: 'v0.4.6', stored: 'optimise', next: 'ct' },
    { serial: '3P_35A_0400', choice: 'customAllocation', sw: 'v0.4.6', stored: 'optimise_weight', next: 'allocation' },
    { serial: '3P_35A_0400', choice: 'customAllocation', sw: 'v0.4.10', stored: 'optimise_weight', next: 'allocation' },
    { serial: '3P_35A_0400', choice: 'customAllocation', sw: 'v0.4.5', stored: 'optimise_even', next: 'ct' },
    { serial: '3P_35A_0400', choice: 'customAllocation', sw: undefined, stored: 'optimise_even', next: 'ct' },
    { serial: '2P_100_0200', choice: 'customAllocation', sw: 'v0.5.0', stored: 'net_metering', next: 'allocation' },
    { serial: '2P_100_0200', choice: 'customAllocation', sw: 'v0.4.5', stored: 'net_metering', next: 'ct' },
  ] as const)('$serial, $choice on $sw stores $stored and goes to $next', ({ serial, choice, sw, stored, next }) => {
    expect(storedDeliveryMethod({ serial, choice, swVersion: sw, weightsConfirmed: true })).toBe(stored);
    expect(nextStepAfterDeliveryChoice(choice, sw)).toBe(next);
  });

  it('stores optimise_even until the allocation review is confirmed (Z-13)', () => {
    expect(
      storedDeliveryMethod({
        serial: '3P_35A_0400',
        choice: 'customAllocation',
        swVersion: 'v0.4.6',
        weightsConfirmed: false,
      }),
    ).toBe('optimise_even');
  });

  it('offers both choices to three-phase units and only Custom allocation to two-phase units', () => {
    expect(deliveryChoices('3P_35A_0001')).toEqual(['demandBased', 'customAllocation']);
    expect(deliveryChoices('2P_100_0001')).toEqual(['customAllocation']);
  });

  it('sets net metering when a two-phase unit is detected (D-25)', () => {
    expect(methodOnDetection('2P_100_0001')).toBe('net_metering');
    expect(methodOnDetection('3P_35A_0001')).toBeUndefined();
  });
});

describe('reading the delivery method back (H-20, H-21, Z-14, Y.9b)', () => {
  const weights = buildAlgorithmWeight([[50, 50], [100], [100]]);
  it.each([
    { serial: '3P_35A_0400', stored: 'optimise', algorithmWeight: weights, display: 'demandBased' },
    { serial: '3P_35A_0400', stored: 'optimise', algorithmWeight: [], display: 'demandBased' },
    { serial: '3P_35A_0400', stored: 'optimise_weight', algorithmWeight: weights, display: 'customAllocation' },
    { serial: '3P_35A_0400', stored: 'optimise_even', algorithmWeight: [], display: 'customAllocation' },
    { serial: '2P_100_0200', stored: 'net_metering', algorithmWeight: weights, display: 'customAllocation' },
    { serial: '2P_100_0200', stored: 'net_metering', algorithmWeight: [], display: 'netMetering' },
    { serial: '3P_35A_0400', stored: undefined, algorithmWeight: [], display: 'na' },
    { serial: '2P_100_0200', stored: 'something_else', algorithmWeight: weights, display: 'na' },
    { serial: '3P_35A_0400', stored: 'toString', algorithmWeight: [], display: 'na' },
    { serial: '3P_35A_0400', stored: 'DEMAND_BASED_DELIVERY', algorithmWeight: [], display: 'demandBased' },
    { serial: '3P_35A_0400', stored: 'CUSTOM_ALLOCATION', algorithmWeight: [], display: 'customAllocation' },
  ])('$serial stored $stored reads back as $display', ({ serial, stored, algorithmWeight, display }) => {
    expect(deliveryMethodDisplay({ serial, stored, algorithmWeight })).toBe(display);
  });
});

describe('the one reading of a stored method as a choice (Z-14, H-13)', () => {
  it.each([
    ['optimise', 'demandBased'],
    ['DEMAND_BASED_DELIVERY', 'demandBased'],
    ['optimise_even', 'customAllocation'],
    ['optimise_weight', 'customAllocation'],
    ['CUSTOM_ALLOCATION', 'customAllocation'],
    ['net_metering', null],
    ['toString', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s is chosen as %s', (stored, choice) => {
    expect(deliveryChoiceOf(stored)).toBe(choice);
  });
});

describe('unequal allocation support (N-17, Z-48, Y.16b)', () => {
  it.each([
    ['v0.4.5', false],
    ['v0.4.6', true],
    ['v0.4.10', true],
    ['v0.5.0', true],
    ['v1.0.0', true],
    [undefined, false],
    ['', false],
    ['0.4.6', true],
    ['V0.4.6', true],
    ['0.4', false],
    ['0.5', true],
    ['v0.4.6-beta', false],
    ['latest', false],
  ])('answers %s → %s', (version, supported) => {
    expect(supportsUnequalAllocation(version)).toBe(supported);
  });
});
