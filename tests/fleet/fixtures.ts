// A complete system info (shape of src/api/openapi.yaml SystemInfo) with the parts a test changes;
// the unit's configuration is the simulator's own default, not a copy of it.
import type { Fault, SystemInfo } from '../../src/api/types.ts';
import { defaultConfig } from '../../simulator/model.ts';

type Meter = SystemInfo['meter'];

export function systemInfoFixture(
  over: Partial<
    Pick<Meter, 'commissioner' | 'softwareVersion' | 'firmwareVersion' | 'project' | 'connected' | 'ssid'>
  > & { faults?: Fault[]; atSite?: SystemInfo['solsharesAtSite'] },
): SystemInfo {
  const config = defaultConfig('3P_35A_6709'); // what the simulator gives a three-phase unit
  return {
    meter: {
      commissioner:
        'commissioner' in over
          ? (over.commissioner ?? null)
          : { name: 'Ada Installer', email: 'ada@example.com', company: 'Sunny Co' },
      alias: 'Demo site',
      systemSize: 10,
      inverterCapacity: 8,
      softwareVersion: 'softwareVersion' in over ? (over.softwareVersion ?? null) : 'v0.5.0',
      firmwareVersion: 'firmwareVersion' in over ? (over.firmwareVersion ?? null) : 'v1.2.0',
      commissioned: true,
      project:
        'project' in over
          ? (over.project ?? null)
          : {
              id: 101,
              address: '1 Martin Place, Sydney NSW 2000, Australia',
              country: 'AU',
              solshareName: 'Martin Place',
              latitude: -33.8678,
              longitude: 151.2073,
            },
      connected: over.connected ?? true,
      ssid: 'ssid' in over ? (over.ssid ?? null) : 'Roof-WiFi',
      faults: over.faults ?? [],
    },
    solsharesAtSite: over.atSite ?? [
      { serial: '3P_35A_6709', criticalFaults: 0, nonCriticalFaults: 0 },
      { serial: '3P_35A_6780', criticalFaults: 1, nonCriticalFaults: 1 },
    ],
    config,
    unit: config.connected_units,
    originalConfig: config,
  };
}
