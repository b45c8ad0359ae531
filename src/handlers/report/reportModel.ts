// What a commissioning report holds, as keys and values: the screen translates. Every
// field the source does not hold is null, which the screen shows as "not available" (never invented).
import type { ConnectionKind } from '../rules/connections.ts';
import type { DeliveryDisplay } from '../rules/deliveryMethod.ts';
import type { Generation, Phase } from '../rules/serial.ts';
import type { Outcome } from '../types.ts';

/** null: the source does not hold this value */
export type Known<T> = T | null;

export interface ReportOutputPhase {
  phase: Phase;
  label: string; // N-14, e.g. L1-2
  name: Known<string>; // the unit or tenancy; null when this phase of the output is not connected
}

export interface ReportOutput {
  group: number; // 1…5, as the wizard numbers output groups
  kind: ConnectionKind;
  phases: ReportOutputPhase[];
}

export interface ReportShare {
  label: string; // L1-2; a two-phase unit's bare L1 (N-14) is named with its group where shown
  group: number; // the output group, 1 to 5
  name: string;
  percent: Known<number>; // null: shared by demand, or no allocation stored
}

/**
 * How the solar is shared on each phase: fixed weights, an even split (optimise_even), by demand
 * (optimise: no fixed allocation), or not known from the source.
 */
export type AllocationKind = 'weights' | 'even' | 'demand' | 'na';

export interface ReportPhaseAllocation {
  phase: Phase;
  shares: ReportShare[];
}

export interface ReportLogLine {
  progress: Known<string>; // the unit's own progress text (English from the server)
  progressCode: Known<string>; // its machine code: the report says a known one in its own language
  errorCode: Known<string>; // FailureCode
  connection: Known<string>; // con_name, e.g. L1-2
  otherConnection: Known<string>;
}

export type ReportResult = 'success' | 'failed' | 'pending' | 'commissioned' | 'na';

export interface CommissioningReport {
  source: 'run' | 'systemInfo'; // a run that just finished on this phone, or a unit commissioned earlier
  serial: string;
  generation: Generation;
  phaseCount: 2 | 3;
  softwareVersion: Known<string>;
  firmwareVersion: Known<string>;
  site: { address: Known<string>; country: Known<string>; solshareName: Known<string> };
  installer: { name: Known<string>; company: Known<string>; email: Known<string>; licence: Known<string> };
  commissionedAt: Known<number>; // ms since the epoch: when the run started
  createdAt: number; // when this report was made
  spec: { dcSize: Known<number>; acSize: Known<number>; inverter: Known<string> };
  outputs: ReportOutput[];
  delivery: { method: DeliveryDisplay; allocation: AllocationKind; phases: ReportPhaseAllocation[] };
  ctRating: Known<number>;
  result: ReportResult;
  log: Known<ReportLogLine[]>;
  /** a job opened from /past-jobs: the name its photos and note are kept under, '' when it took none; absent: every job of the unit */
  photoJob?: string;
  /**
   * who the report may go to: the e-mails system info lists for the site, an invited asset manager
   * first, then its owners (absent: system info did not load or lists none)
   */
  contacts?: string[];
}

/** True when a handler's outcome carries a report (the registry sees handlers as returning plain outcomes). */
export const hasReport = (o: Outcome<string> | undefined): o is { kind: 'ready'; report: CommissioningReport } =>
  o !== undefined && o.kind === 'ready' && 'report' in o;
