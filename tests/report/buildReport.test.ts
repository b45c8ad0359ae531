// @vitest-environment node
// The report's data assembly as pure functions: the connection map, the allocation per
// phase (every known phase sums to 100 %), the output labels and their system-info link.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocationKind, phaseAllocations } from '../../src/handlers/report/allocationShares.ts';
import { reportFromRun } from '../../src/handlers/report/buildReport.ts';
import { readQr } from '../../src/handlers/rules/serial.ts';
import { labelSheets, outputLabels, systemInfoLink } from '../../src/handlers/report/outputLabels.ts';
import { emptyProject, type Connection, type ProjectDraft } from '../../src/state/project.ts';
import { idleRun, type RunState } from '../../src/state/run.ts';
import { NONE, outputGroups } from '../support/outputGroups.ts';

const CONNECTIONS = outputGroups(
  { type: '3x1', L1: 'Flat 1', L2: 'Flat 2', L3: 'Flat 3' },
  { type: '1x3', L1: 'Bakery', L2: 'Bakery', L3: 'Bakery' },
  { type: '3x1', L1: 'Flat 4', L2: 'n/a', L3: 'Flat 5' },
);
const WEIGHTS: [number, number, number | null][][] = [
  [
    [0, 0, 30.03],
    [0, 1, 30.03],
    [0, 2, 39.94],
    [0, 3, null],
    [0, 4, null],
  ],
  [
    [1, 0, 60],
    [1, 1, 40],
    [1, 2, null],
    [1, 3, null],
    [1, 4, null],
  ],
  [
    [2, 0, 25.5],
    [2, 1, 50],
    [2, 2, 24.5],
    [2, 3, null],
    [2, 4, null],
  ],
];

function draft(over: Partial<ProjectDraft> = {}): ProjectDraft {
  return {
    ...emptyProject(),
    serialNumber: '3P_35A_1501',
    address: {
      address: '1 Martin Place, Sydney NSW 2000, Australia',
      latitude: null,
      longitude: null,
      country: 'AU',
      solshareName: 'Martin Place',
    },
    spec: { dcSize: 10, acSize: 8, inverter: 'Other', inputInverter: 'Goodwe' },
    connections: CONNECTIONS,
    algorithmWeight: WEIGHTS,
    solarDeliveryMethod: 'optimise_weight',
    CTRating: 200,
    unit: { updateTask: [], forceUpdate: false, swVersion: 'v0.5.0', connected: true, ssid: 'x' },
    ...over,
  };
}

const finished = (over: Partial<RunState> = {}): RunState => ({
  ...idleRun(),
  serial: '3P_35A_1501',
  step: 'done',
  startedAt: Date.UTC(2026, 10, 25, 9, 30),
  configStatus: 'success',
  commissionStatus: 'success',
  log: {
    status: 'success',
    startPercent: 100,
    endPercent: 100,
    duration: 0,
    totalDuration: 60,
    logs: [
      {
        errorcode: null,
        serial: '3P_35A_1501',
        country: 'AU',
        con_name: '',
        other_con: '',
        progress: 'Commissioning complete',
        progressCode: 'done',
      },
    ],
  },
  ...over,
});

const sum = (xs: readonly (number | null)[]) => xs.reduce<number>((a, x) => a + Math.round((x ?? 0) * 100), 0) / 100;

describe('reportFromRun: a run that just finished on this phone', () => {
  const report = reportFromRun({ draft: draft(), run: finished(), info: null, email: 'installer@example.com', now: 1 });

  it('names the unit, its generation and the software the search reported', () => {
    expect(report).toMatchObject({
      source: 'run',
      serial: '3P_35A_1501',
      generation: 'gen2',
      phaseCount: 3,
      softwareVersion: 'v0.5.0',
      ctRating: 200,
      result: 'success',
    });
    expect(report.spec).toEqual({ dcSize: 10, acSize: 8, inverter: 'Goodwe' }); // E-09: Other → the typed brand
  });

  it('maps every output group and phase with its label and unit name; an n/a phase is not connected', () => {
    expect(
      report.outputs.map((o) => [o.group, o.kind, o.phases.map((p) => `${p.label}=${p.name ?? '-'}`).join(' ')]),
    ).toEqual([
      [1, 'THREE_SINGLE', 'L1-1=Flat 1 L2-1=Flat 2 L3-1=Flat 3'],
      [2, 'ONE_TRIPLE', 'L1-2=Bakery L2-2=Bakery L3-2=Bakery'],
      [3, 'THREE_SINGLE', 'L1-3=Flat 4 L2-3=- L3-3=Flat 5'],
      [4, 'NONE', 'L1-4=- L2-4=- L3-4=-'],
      [5, 'NONE', 'L1-5=- L2-5=- L3-5=-'],
    ]);
  });

  it('gives each phase its stored shares, which add up to 100 %', () => {
    expect(report.delivery).toMatchObject({ method: 'customAllocation', allocation: 'weights' });
    expect(report.delivery.phases.map((p) => p.shares.map((s) => `${s.label} ${s.name} ${s.percent}`))).toEqual([
      ['L1-1 Flat 1 30.03', 'L1-2 Bakery 30.03', 'L1-3 Flat 4 39.94'],
      ['L2-1 Flat 2 60', 'L2-2 Bakery 40'],
      ['L3-1 Flat 3 25.5', 'L3-2 Bakery 50', 'L3-3 Flat 5 24.5'],
    ]);
    for (const phase of report.delivery.phases) expect(sum(phase.shares.map((s) => s.percent))).toBe(100);
  });

  it('keeps the run start as the commissioning time and the log lines of the run', () => {
    expect(report.commissionedAt).toBe(Date.UTC(2026, 10, 25, 9, 30));
    expect(report.log).toEqual([
      {
        progress: 'Commissioning complete',
        progressCode: 'done',
        errorCode: null,
        connection: null,
        otherConnection: null,
      },
    ]);
  });

  it('marks what neither the draft nor a missing system info hold as not available (null)', () => {
    expect(report.installer).toEqual({ name: null, company: null, email: 'installer@example.com', licence: null });
    expect(report.firmwareVersion).toBeNull();
  });

  it('reports a failed run with its error lines', () => {
    const failedRun = finished({
      commissionStatus: 'failed',
      log: {
        status: 'failed',
        startPercent: 0,
        endPercent: 100,
        duration: 0,
        totalDuration: 60,
        logs: [{ errorcode: 'reverse', serial: '3P_35A_1501', country: 'AU', con_name: 'L1-2', other_con: '' }],
      },
    });
    const r = reportFromRun({ draft: draft(), run: failedRun, info: null, email: null, now: 1 });
    expect(r.result).toBe('failed');
    expect(r.log).toEqual([
      { progress: null, progressCode: null, errorCode: 'reverse', connection: 'L1-2', otherConnection: null },
    ]);
  });

  it('labels a two-phase unit L1 and L2 with no group number (N-14, Z-35)', () => {
    const two = reportFromRun({
      draft: draft({
        serialNumber: '2P_100_1512',
        connections: outputGroups({ type: '3x1', L1: 'Flat 1', L2: 'Flat 2', L3: 'n/a' }),
        algorithmWeight: [],
        solarDeliveryMethod: 'net_metering',
      }),
      run: finished({ serial: '2P_100_1512' }),
      info: null,
      email: null,
      now: 1,
    });
    expect(two.phaseCount).toBe(2);
    expect(two.outputs[0]?.phases.map((p) => p.label)).toEqual(['L1', 'L2']);
    expect(two.delivery).toMatchObject({ method: 'netMetering', allocation: 'na' });
  });
});

describe('allocation per phase', () => {
  it.each([
    ['optimise_weight', WEIGHTS, 'weights'],
    [
      'net_metering',
      [
        [
          [0, 0, 40],
          [0, 1, 60],
        ],
      ],
      'weights',
    ],
    ['optimise_even', [], 'even'],
    ['optimise', [], 'demand'],
    ['DEMAND_BASED_DELIVERY', [], 'demand'],
    ['CUSTOM_ALLOCATION', [], 'na'], // custom without weights: the shares are not known
    ['net_metering', [], 'na'],
    [null, [], 'na'],
  ] as const)('%s with %j weights is %s', (method, weights, kind) => {
    expect(allocationKind(method, weights)).toBe(kind);
  });

  it('splits optimise_even equally, the last connection taking the remainder (E-37)', () => {
    const { phases } = phaseAllocations({
      serial: '3P_35A_1501',
      connections: CONNECTIONS,
      method: 'optimise_even',
      weights: [],
    });
    expect(phases.map((p) => p.shares.map((s) => s.percent))).toEqual([
      [33.33, 33.33, 33.34],
      [50, 50],
      [33.33, 33.33, 33.34],
    ]);
  });

  it('gives no share for Demand-based delivery, only the units that receive solar', () => {
    const { phases } = phaseAllocations({
      serial: '3P_35A_1501',
      connections: CONNECTIONS,
      method: 'optimise',
      weights: [],
    });
    expect(phases[1]?.shares).toEqual([
      { label: 'L2-1', group: 1, name: 'Flat 2', percent: null },
      { label: 'L2-2', group: 2, name: 'Bakery', percent: null },
    ]);
  });

  it('leaves out connections system info does not enable for solar (H-13 enabled_units)', () => {
    const { phases } = phaseAllocations({
      serial: '3P_35A_1501',
      connections: CONNECTIONS,
      method: 'optimise',
      weights: [],
      enabledUnits: [[1, 3], [1, 2], [2]],
    });
    expect(phases.map((p) => p.shares.map((s) => s.label))).toEqual([['L1-1', 'L1-3'], ['L2-1', 'L2-2'], ['L3-2']]);
  });

  it('every even split of 1 to 5 units on a phase adds up to exactly 100 %', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Flat', 'n/a', ''), { minLength: 5, maxLength: 5 }), (names) => {
        const connections = names.map((n, i): Connection =>
          n === 'Flat' ? { type: '3x1', L1: `Flat ${i}`, L2: 'n/a', L3: 'n/a' } : NONE,
        );
        const [l1] = phaseAllocations({
          serial: '3P_35A_1501',
          connections,
          method: 'optimise_even',
          weights: [],
        }).phases;
        return l1!.shares.length === 0 || sum(l1!.shares.map((s) => s.percent)) === 100;
      }),
    );
  });
});

describe('output labels', () => {
  const report = reportFromRun({ draft: draft(), run: finished(), info: null, email: null, now: 1 });

  it('makes one label per connected output and phase, in output then phase order', () => {
    const labels = outputLabels(report, 'https://app.example/');
    expect(labels.map((l) => `${l.label} ${l.name}`)).toEqual([
      'L1-1 Flat 1',
      'L2-1 Flat 2',
      'L3-1 Flat 3',
      'L1-2 Bakery',
      'L2-2 Bakery',
      'L3-2 Bakery',
      'L1-3 Flat 4',
      'L3-3 Flat 5',
    ]);
    expect(new Set(labels.map((l) => l.link))).toEqual(new Set(['https://app.example/system-info/3P_35A_1501']));
  });

  it("links to the unit's system info with the serial as the last path segment, which the app's QR reader also reads (D-05)", () => {
    const link = systemInfoLink('http://127.0.0.1:4315', '3P_35A_1501');
    expect(link).toBe('http://127.0.0.1:4315/system-info/3P_35A_1501');
    expect(readQr(link)).toEqual({ kind: 'serial', serial: '3P_35A_1501' });
  });

  it('fills A4 sheets of 21 (3 × 7) before starting another', () => {
    expect(labelSheets(Array.from({ length: 45 }, (_, i) => i)).map((s) => s.length)).toEqual([21, 21, 3]);
  });
});
