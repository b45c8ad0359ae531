// System info as the simulator reports it for a commissioned unit (H-13), and a fake ProviderApi
// that records what the setup handlers send.
import type { ProviderApi } from '../../src/api/provider.ts';
import type { SystemInfo } from '../../src/api/types.ts';
import { classOfStatus, serverTextOf } from '../../src/api/failure.ts';

export const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data });
export const fail = (message: string, status = 500) => ({ ok: false as const, status, kind: classOfStatus(status), message, serverText: serverTextOf(message) });

export function systemInfoFor(serial: string, over: { softwareVersion?: string | null; config?: Partial<SystemInfo['config']> } = {}): SystemInfo {
  const two = serial.startsWith('2P');
  const none = { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' } as const;
  const config: SystemInfo['config'] = {
    algorithm_type: two ? 'CUSTOM_ALLOCATION' : 'DEMAND_BASED_DELIVERY',
    solar_delivery_method: two ? 'net_metering' : 'optimise',
    connected_units: [
      { type: two ? '3x1' : '1x3', L1: 'Unit 1', L2: two ? 'Unit 2' : 'Unit 1', L3: two ? 'n/a' : 'Unit 1' },
      { type: '3x1', L1: 'Unit 3', L2: 'Unit 4', L3: two ? 'n/a' : 'Unit 5' },
      none, none, none,
    ],
    enabled_units: two ? [[1, 2], [1, 2], []] : [[1, 2], [1, 2], [1, 2]],
    algo_weight: [],
    ...over.config,
  };
  return {
    meter: {
      commissioner: { name: 'Training Installer', email: 'training@example.com', company: 'SolShare Training' },
      alias: 'Demo', systemSize: 12, inverterCapacity: 10,
      softwareVersion: over.softwareVersion === undefined ? 'v0.5.0' : over.softwareVersion,
      firmwareVersion: 'v1.2.0', commissioned: true,
      project: { id: 30009, address: '1 Martin Place, Sydney NSW 2000, Australia', country: 'AU', solshareName: 'Demo', latitude: -33.8678, longitude: 151.2073 },
      connected: true, ssid: 'Demo', faults: [],
    },
    solsharesAtSite: [],
    config,
    unit: config.connected_units,
    originalConfig: { ...config, algo_weight: [] },
  };
}

export interface FakeApi {
  api: ProviderApi;
  sent: { deliveryMethod: unknown[]; connectedUnits: unknown[] };
  systemInfoCalls: string[];
}

/** `updates` decides what the two update calls answer (ok by default); systemInfo answers `info`. */
export function fakeApi(info: SystemInfo, updates: 'ok' | 'fail' = 'ok'): FakeApi {
  const sent = { deliveryMethod: [] as unknown[], connectedUnits: [] as unknown[] };
  const systemInfoCalls: string[] = [];
  const answer = () => (updates === 'ok' ? ok({}) : fail('The server could not save the change.'));
  const api = {
    systemInfo: async (serial: string) => (systemInfoCalls.push(serial), ok({ code: 200, data: info })),
    updateDeliveryMethod: async (_s: string, body: unknown) => (sent.deliveryMethod.push(body), answer()),
    updateConnectedUnits: async (_s: string, body: unknown) => (sent.connectedUnits.push(body), answer()),
    getSavedConfig: async () => ok(null), // a unit with no saved config (D-18, Z-58)
  } as unknown as ProviderApi;
  return { api, sent, systemInfoCalls };
}
