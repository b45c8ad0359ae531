// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Fault, SystemInfo } from '../../src/api/types.ts';
import { toAddressRequest } from '../../src/handlers/fleet/buildingAddress.ts';
import { displayableFaults, faultSummary } from '../../src/handlers/fleet/faults.ts';
import { connectedUnitCount, systemInfoView } from '../../src/handlers/fleet/systemInfoView.ts';
import { systemInfoFixture } from './fixtures.ts';

const faults = (critical: number, nonCritical: number): Fault[] => [
  ...['Inverter Trip', 'Battery Trip', 'Failed CT'].slice(0, critical).map((name) => ({ name, critical: true })),
  ...['No Solar Output', 'Relay Shut', 'Failed CT'].slice(0, nonCritical).map((name) => ({ name, critical: false })),
];

describe('power and network icons (H-09, H-10, H-34, Y.16c)', () => {
  it.each([
    [1, 0, false, 'red', 'green'],
    [1, 3, true, 'red', 'yellow'],
    [0, 2, false, 'yellow', 'green'],
    [0, 0, true, 'yellow', 'yellow'],
    [0, 0, false, 'green', 'green'],
  ] as const)(
    '%i critical, %i non-critical, offline %s → power %s, wifi %s',
    (critical, nonCritical, offline, power, wifiColour) => {
      const data = systemInfoFixture({ faults: faults(critical, nonCritical), connected: !offline });
      const view = systemInfoView('3P_35A_6709', data, null);
      expect(view.power).toBe(power);
      expect(view.wifi.colour).toBe(wifiColour);
    },
  );

  it('counts a reported Offline fault as non-critical even when flagged critical', () => {
    expect(faultSummary([{ name: 'Offline', critical: true }], true)).toEqual({
      critical: 0,
      nonCritical: 1,
      offline: true,
    });
  });

  it('the polled wifi state wins over the snapshot in the system info', () => {
    const data = systemInfoFixture({ connected: true, ssid: 'Old' });
    const view = systemInfoView('3P_35A_6709', data, { connected: false, ssid: 'Roof-WiFi' });
    expect(view.wifi).toEqual({ connected: false, ssid: 'Roof-WiFi', colour: 'yellow' });
  });
});

describe('displayable faults (H-32, Z-30)', () => {
  it('keeps only the six issue names, once each, in reported order', () => {
    const shown = displayableFaults([
      { name: 'Relay Shut', critical: false },
      { name: 'Disk Full', critical: true },
      { name: 'Offline', critical: false },
      { name: 'Relay Shut', critical: false },
    ]);
    expect(shown).toEqual([
      { key: 'relayShut', critical: false },
      { key: 'offline', critical: false },
    ]);
  });
});

describe('system info lines (H-07, H-08, H-20)', () => {
  it('shows N/A material as null when installer and versions are absent', () => {
    const data = systemInfoFixture({ commissioner: null, softwareVersion: null, firmwareVersion: '' });
    const view = systemInfoView('3P_35A_6709', data, null);
    expect(view.installer).toBeNull();
    expect(view.softwareVersion).toBeNull();
    expect(view.firmwareVersion).toBeNull();
  });

  it.each([
    ['3P_35A_6709', 'optimise', 'demandBased'],
    ['3P_35A_6709', 'optimise_weight', 'customAllocation'],
    ['3P_35A_6709', 'optimise_even', 'customAllocation'],
    ['2P_100_6709', 'net_metering', 'netMetering'],
    ['3P_35A_6709', undefined, 'demandBased'], // falls back to algorithm_type DEMAND_BASED_DELIVERY
  ] as const)('%s with %s shows %s', (serial, method, display) => {
    const data = systemInfoFixture({});
    data.config.solar_delivery_method = method;
    expect(systemInfoView(serial, data, null).delivery).toBe(display);
  });

  it('counts a three-phase group as one unit and single-phase groups per named phase', () => {
    const none = { type: 'n/a' as const, L1: 'n/a', L2: 'n/a', L3: 'n/a' };
    expect(
      connectedUnitCount([
        { type: '1x3', L1: 'A', L2: 'A', L3: 'A' },
        { type: '3x1', L1: 'B', L2: 'C', L3: 'n/a' },
        none,
      ]),
    ).toBe(3);
  });

  it('a unit without a linked project has no address (H-11)', () => {
    const data: SystemInfo = systemInfoFixture({ project: null });
    expect(systemInfoView('3P_35A_6709', data, null)).toMatchObject({ linked: false, address: null });
  });
});

describe('building address request (H-18)', () => {
  it('sends solshareName, address, latitude, longitude and country, trimmed', () => {
    expect(
      toAddressRequest({
        address: ' 1 Main St ',
        latitude: -33.1,
        longitude: 151.2,
        country: 'AU',
        solshareName: '  Roof A ',
      }),
    ).toEqual({
      solshareName: 'Roof A',
      address: '1 Main St',
      latitude: -33.1,
      longitude: 151.2,
      country: 'AU',
    });
  });

  it('refuses a country outside the supported list (H-17)', () => {
    expect(toAddressRequest({ address: 'x', country: 'FR' })).toBeNull();
  });
});
