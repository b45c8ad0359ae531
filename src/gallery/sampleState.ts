// Sample data for the editors' preview: a finished draft and a failed run on a site in the chosen
// country, so every screen (troubleshooting steps included) renders without walking the wizard.
import type { ProjectDraft } from '../state/project.ts';
import type { RunState } from '../state/run.ts';

const ADDRESSES: Record<string, { address: string; latitude: number; longitude: number }> = {
  AU: { address: '1 Solar St, Sydney NSW 2000', latitude: -33.87, longitude: 151.21 },
  NZ: { address: '1 Queen St, Auckland 1010', latitude: -36.85, longitude: 174.76 },
  GB: { address: '1 High St, Bath BA1 1AA', latitude: 51.38, longitude: -2.36 },
  DE: { address: 'Unter den Linden 1, 10117 Berlin', latitude: 52.52, longitude: 13.39 },
  US: { address: '1 Main St, Austin TX 78701', latitude: 30.27, longitude: -97.74 },
};

export const SAMPLE_SERIAL = '3P_35A_0499';

export function sampleProject(country: string): ProjectDraft {
  const place = ADDRESSES[country] ?? ADDRESSES.AU;
  return {
    serialNumber: SAMPLE_SERIAL,
    address: { ...place, country, solshareName: 'Preview block' },
    spec: { dcSize: 12, acSize: 10, inverter: 'Fronius', inputInverter: '' },
    connections: [
      { type: '3x1', L1: 'Unit 1', L2: 'Unit 2', L3: 'Unit 3' },
      { type: '1x3', L1: 'Unit 4', L2: 'Unit 4', L3: 'Unit 4' },
      ...Array.from({ length: 3 }, () => ({ type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' })),
    ] as ProjectDraft['connections'],
    algorithmWeight: [],
    solarDeliveryMethod: 'optimise',
    CTRating: country === 'GB' ? 120 : 200,
    unit: { updateTask: [], forceUpdate: false, swVersion: 'v0.5.0', connected: true, ssid: 'SolShare-Preview' },
    allocationUnit: '%',
  };
}

/** A run that failed with these codes (one log entry each), as /commission/20 and the guides read it. */
export function sampleRun(country: string, codes: readonly string[] = ['unknown', 'reverse']): RunState {
  const now = Date.now();
  return {
    serial: SAMPLE_SERIAL,
    step: 'done',
    uploadConfig: true,
    recommissioning: false,
    startedAt: now - 60_000,
    configPollStartedAt: now - 55_000,
    logPollStartedAt: now - 50_000,
    configStatus: 'success',
    commissionStatus: 'failed',
    log: {
      status: 'failed',
      startPercent: 90,
      endPercent: 100,
      duration: 10,
      totalDuration: 54,
      logs: codes.map((errorcode, i) => ({
        errorcode,
        serial: SAMPLE_SERIAL,
        country,
        con_name: `L${i + 1}-1`,
        other_con: '',
      })),
    },
    taskStartedAt: null,
    failure: 'second',
  } as RunState;
}

/** A concrete path for a route pattern: /commission/12/:index → /commission/12/0. */
export function samplePath(pattern: string): string {
  return pattern.replace(/:index\b/g, '0').replace(/:(\w+)/g, 'sample');
}
