// The report's data from its two sources. Pure: the handler gathers the inputs.
//   reportFromRun: a run that just finished on this phone; the draft and the run state hold almost
//     everything, system info (when it loads) adds the installer and the versions.
//   reportFromSystemInfo: a unit commissioned earlier: what system info holds (H-13), with the inverter
//     and CT rating of the unit's saved configuration, its last run's log and result, and the date of a
//     run this phone saw end; what none of them gives is null (the licence number is the commissioner's).
import type { CommissionLog, SavedDraft, SystemInfo } from '../../api/types.ts';
import type { RunEnd } from '../../state/runHistory.ts';
import {
  CONNECTION_GROUPS,
  connectionLabel,
  deriveConnectionKind,
  isEmptyPhaseValue,
  kindFromWire,
  noConnection,
} from '../rules/connections.ts';
import type { Connection } from '../../state/project.ts';
import type { WeightEntry } from '../../state/project.ts';
import { deliveryMethodDisplay } from '../rules/deliveryMethod.ts';
import { generationOf, isTwoPhase, phaseCount, phasesOf } from '../rules/serial.ts';
import type { ProjectDraft } from '../../state/project.ts';
import type { RunState } from '../../state/run.ts';
import { phaseAllocations } from './allocationShares.ts';
import type { CommissioningReport, Known, ReportLogLine, ReportOutput, ReportResult } from './reportModel.ts';

const text = (v: string | null | undefined): Known<string> =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
const num = (v: number | null | undefined): Known<number> => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Always five groups; a phase holding the no-connection marker (or nothing) has name null. */
export function reportOutputs(serial: string, connections: readonly Connection[]): ReportOutput[] {
  return Array.from({ length: CONNECTION_GROUPS }, (_, group) => {
    const c = connections[group] ?? noConnection();
    const kind = deriveConnectionKind(c, { twoPhase: isTwoPhase(serial), chosen: kindFromWire(c.type) });
    return {
      group: group + 1,
      kind,
      phases: phasesOf(serial).map((phase) => ({
        phase,
        label: connectionLabel(serial, phase, group),
        name: kind === 'NONE' || isEmptyPhaseValue(c[phase]) ? null : c[phase].trim(),
      })),
    };
  });
}

export function reportLog(log: CommissionLog | null | undefined): Known<ReportLogLine[]> {
  if (!log) return null;
  return log.logs.map((l) => ({
    progress: text(l.progress),
    progressCode: text(l.progressCode),
    errorCode: text(l.errorcode),
    connection: text(l.con_name),
    otherConnection: text(l.other_con),
  }));
}

const inverterName = (spec: ProjectDraft['spec']): Known<string> =>
  spec.inverter === 'Other' ? (text(spec.inputInverter) ?? text(spec.inverter)) : text(spec.inverter);

/** the site's people system info names, an invited asset manager before the fleet's owners */
function siteContacts(info: SystemInfo | null): string[] {
  const access = info?.meter.project?.access ?? [];
  const of = (role: 'invited' | 'owner') => access.filter((a) => a.role === role).map((a) => a.email);
  return [...new Set([...of('invited'), ...of('owner')])];
}

function installerFrom(info: SystemInfo | null, email: string | null) {
  const c = info?.meter.commissioner ?? null;
  // the licence number the installer gave at sign-up, as system info names the commissioner's
  return {
    name: text(c?.name),
    company: text(c?.company),
    email: text(c?.email) ?? text(email),
    licence: text(c?.licenseNumber),
  };
}

export interface RunSource {
  draft: ProjectDraft;
  run: RunState;
  /** system info of the same unit when it could be loaded, else null */
  info: SystemInfo | null;
  /** the logged-in user's e-mail: the installer who ran it, when system info names none */
  email: string | null;
  now: number;
}

export function reportFromRun({ draft, run, info, email, now }: RunSource): CommissioningReport {
  const serial = draft.serialNumber;
  const allocation = phaseAllocations({
    serial,
    connections: draft.connections,
    method: draft.solarDeliveryMethod,
    weights: draft.algorithmWeight,
  });
  const result: ReportResult = run.commissionStatus;
  return {
    source: 'run',
    serial,
    generation: generationOf(serial),
    phaseCount: phaseCount(serial),
    softwareVersion: text(draft.unit?.swVersion) ?? text(info?.meter.softwareVersion),
    firmwareVersion: text(info?.meter.firmwareVersion),
    site: {
      address: text(draft.address.address),
      country: text(draft.address.country),
      solshareName: text(draft.address.solshareName),
    },
    installer: installerFrom(info, email),
    commissionedAt: num(run.startedAt),
    createdAt: now,
    spec: { dcSize: num(draft.spec.dcSize), acSize: num(draft.spec.acSize), inverter: inverterName(draft.spec) },
    outputs: reportOutputs(serial, draft.connections),
    delivery: {
      method: deliveryMethodDisplay({
        serial,
        stored: draft.solarDeliveryMethod,
        algorithmWeight: draft.algorithmWeight,
      }),
      allocation: allocation.kind,
      phases: allocation.phases,
    },
    ctRating: num(draft.CTRating),
    result,
    log: reportLog(run.log),
    contacts: siteContacts(info),
  };
}

/** What a report from system info can add from other answers: each may be missing. */
export interface SystemInfoExtras {
  saved: SavedDraft | null; // the configuration the unit was last given (inverter, CT rating)
  log: CommissionLog | null; // its last run's log (the test result)
  ran: RunEnd | null; // a run this phone saw end (its date)
}

const NO_EXTRAS: SystemInfoExtras = { saved: null, log: null, ran: null };

/** The test result: the last log's, else the run this phone saw, else whether the unit is commissioned. */
function testResult(commissioned: boolean, { log, ran }: SystemInfoExtras): ReportResult {
  if (log && log.status !== 'pending') return log.status;
  if (ran) return ran.result;
  return commissioned ? 'commissioned' : 'na';
}

export function reportFromSystemInfo(
  serial: string,
  info: SystemInfo,
  now: number,
  extras: SystemInfoExtras = NO_EXTRAS,
): CommissioningReport {
  const savedSpec = extras.saved?.spec;
  const { meter, config } = info;
  // H-13: `unit` holds the unit per connection; config.connected_units is the same for older replies
  const connections = (info.unit.length > 0 ? info.unit : config.connected_units) as Connection[];
  const stored = config.solar_delivery_method ?? config.algorithm_type;
  const allocation = phaseAllocations({
    serial,
    connections,
    method: stored,
    weights: config.algo_weight as WeightEntry[][],
    enabledUnits: config.enabled_units,
  });
  return {
    source: 'systemInfo',
    serial,
    generation: generationOf(serial),
    phaseCount: phaseCount(serial),
    softwareVersion: text(meter.softwareVersion),
    firmwareVersion: text(meter.firmwareVersion),
    site: {
      address: text(meter.project?.address),
      country: text(meter.project?.country),
      solshareName: text(meter.project?.solshareName) ?? text(meter.alias),
    },
    installer: installerFrom(info, null),
    commissionedAt: num(extras.ran?.at),
    createdAt: now,
    spec: {
      dcSize: num(meter.systemSize),
      acSize: num(meter.inverterCapacity),
      inverter: savedSpec ? inverterName(savedSpec) : null,
    },
    outputs: reportOutputs(serial, connections),
    delivery: {
      method: deliveryMethodDisplay({ serial, stored, algorithmWeight: config.algo_weight }),
      allocation: allocation.kind,
      phases: allocation.phases,
    },
    ctRating: num(extras.saved?.CTRating),
    result: testResult(meter.commissioned, extras),
    log: reportLog(extras.log),
    contacts: siteContacts(info),
  };
}
