// E-23, E-55, Z-41: SAVE on /reset-connections. The boxes the form sent (checked again: L-26, L-28)
// become the edited connections, which go into the project draft,
// together with what the unit already runs (address, delivery method, weights, sizes from system
// info), because the run uploads the whole draft (K-12). The run is prepared with upload and marked
// as re-commissioning, so the search's 409 ("already commissioned") does not divert it. Re-commissioning
// the unit looked at makes it the job's unit: this is where looking at a unit becomes a job.
import type { SavedDraft, SystemInfo } from '../../api/types.ts';
import { emptyAddress, hasAddress, project, type Connection, type WeightEntry } from '../../state/project.ts';
import { idleRun, prepareRun, run } from '../../state/run.ts';
import { unitInView } from '../../state/viewedUnit.ts';
import { hasAnyWeight } from '../rules/allocation.ts';
import { automaticCtRating, isCtRating } from '../rules/ctRating.ts';
import { SOLAR_DELIVERY_METHODS } from '../rules/deliveryMethod.ts';
import { isTwoPhase } from '../rules/serial.ts';
import { failedCall, failedKey, type Failure } from '../types.ts';
import { adoptSerial } from '../unit/enterSerial.ts';
import { currentSystemInfo } from './currentSystemInfo.ts';
import { resetStartConnections } from './resetConnections.ts';
import { boxesFrom, boxesFromForm, checkBoxes, connectionsFrom } from '../config/connectionBoxes.ts';
import { connectionProblem } from '../config/editConnections.ts';
import { handler } from '../define.ts';

/** The stored method the unit runs: its solar_delivery_method, else read from algorithm_type (H-13, H-21). */
export function runningMethod(serial: string, info: SystemInfo): string {
  const { config } = info;
  if (isTwoPhase(serial)) return 'net_metering'; // H-24: two-phase units always store net metering
  if (config.solar_delivery_method && SOLAR_DELIVERY_METHODS.includes(config.solar_delivery_method))
    return config.solar_delivery_method;
  if (config.algorithm_type === 'DEMAND_BASED_DELIVERY') return 'optimise';
  return hasAnyWeight(config.algo_weight) ? 'optimise_weight' : 'optimise_even';
}

/** Fills the draft from system info; the draft's own values win where system info has none. */
function adoptSystemInfo(info: SystemInfo): void {
  const serial = project.serialNumber;
  const site = info.meter.project;
  // /commission/21 requires an address: the linked project's address is the unit's address
  if (site) {
    project.address = {
      address: site.address,
      country: site.country,
      solshareName: site.solshareName,
      latitude: site.latitude ?? null,
      longitude: site.longitude ?? null,
    };
  }
  project.solarDeliveryMethod = runningMethod(serial, info);
  project.algorithmWeight = info.config.algo_weight.map((phase) =>
    phase.map((e) => [e[0] ?? 0, e[1] ?? 0, e[2] ?? null] as WeightEntry),
  );
  project.spec.dcSize ??= info.meter.systemSize;
  project.spec.acSize ??= info.meter.inverterCapacity;
  // the version decides whether a custom allocation can be offered when the outputs changed (H-23)
  const { softwareVersion: swVersion, connected, ssid } = info.meter;
  project.unit ??= {
    updateTask: [],
    forceUpdate: false,
    swVersion: swVersion ?? null,
    connected: connected ?? null,
    ssid: ssid ?? null,
  };
}

/**
 * E-45, Y.10, K-11: system info names neither the inverter nor the CT rating, so they come from the
 * unit's saved config; the automatic rating (GB/DE 120 A, 2P 200 A) wins as it would on the CT step.
 */
function adoptSavedConfig(saved: SavedDraft | null): void {
  if (saved?.spec) {
    project.spec.inverter = saved.spec.inverter ?? project.spec.inverter;
    project.spec.inputInverter = saved.spec.inputInverter ?? project.spec.inputInverter;
    project.spec.dcSize = saved.spec.dcSize ?? project.spec.dcSize;
    project.spec.acSize = saved.spec.acSize ?? project.spec.acSize;
  }
  const automatic = automaticCtRating(project.serialNumber, project.address.country);
  project.CTRating = automatic ?? (isCtRating(saved?.CTRating) ? saved.CTRating : project.CTRating);
}

/** What each output is called, phase by phase: "Unit 1|Unit 2|n/a" per group. */
const outputNames = (connections: readonly Connection[]): string =>
  connections.map((c) => [c.L1, c.L2, c.L3].map((n) => n.trim()).join('|')).join(';');

/**
 * The edit changes the outputs (a tenant added, removed or renamed), so the shares the unit
 * runs no longer fit them: the delivery method and the allocation (with its review) are asked again
 * before the run, in the wizard's own steps. Neither the saved configuration nor the site's country
 * gives the CT rating: it is asked (E-42), never uploaded as the 200 A default. The run that follows
 * is marked as a re-commissioning here (Z-41); /commission/19 starts it as one.
 */
export function startOrAsk(serial: string, outputsChanged: boolean) {
  if (outputsChanged || project.CTRating === null) {
    Object.assign(run, idleRun(), { serial, recommissioning: true });
    return { kind: outputsChanged ? ('chooseDelivery' as const) : ('chooseCt' as const) };
  }
  prepareRun(serial, { uploadConfig: true, recommissioning: true });
  return { kind: 'started' as const };
}

/** The edited five groups from the form's boxes, or the failure to show. */
function editedConnections(serial: string, info: SystemInfo, sent: unknown): Connection[] | Failure {
  const before = resetStartConnections(serial, info);
  const boxes = boxesFromForm(boxesFrom(serial, before), sent);
  if (!boxes) return failedKey('connectedUnits.errors.notLoaded');
  const problem = checkBoxes(serial, boxes);
  if (problem) return connectionProblem(problem, 'connections');
  return connectionsFrom(serial, boxes, before);
}

/** The unit whose outputs the editor changed, while its specifications are asked for (not stored: a reload asks from the editor again). */
export const outputsChangedFor = { serial: '' };

/** The inverter the upload would carry is unknown: blank, or Other with no name typed (E-09). */
export const lacksInverter = (): boolean => project.spec.inverter.trim() === '';

// E-23, E-55: /reset-connections → the run with upload; no inverter known → ask for it
export const startRecommissioning = handler(
  { input: 'formData', outcomes: ['started', 'needsInverter', 'chooseDelivery', 'chooseCt'] },
  async ({ input, api, signal }) => {
    const info = currentSystemInfo();
    if (!info) return failedKey('connectedUnits.errors.notLoaded');
    const edited = editedConnections(unitInView(), info, input?.groups);
    if (!Array.isArray(edited)) return edited;
    const changed = outputNames(edited) !== outputNames(resetStartConnections(unitInView(), info));
    // another unit than the job's: its own site (system info) or none, never the last job's address,
    // whose country would choose the CT rating and the failure words
    if (unitInView() !== project.serialNumber) project.address = emptyAddress();
    adoptSerial(unitInView());
    adoptSystemInfo(info);
    // H-11: without a linked project there is no address to commission with
    if (!hasAddress()) return failedKey('connectedUnits.reset.noAddress');
    const saved = await api.getSavedConfig(project.serialNumber, signal);
    if (!saved.ok) return failedCall(saved); // uploading without the unit's inverter would be wrong
    adoptSavedConfig(saved.data);
    project.connections = edited;
    // neither the saved configuration nor system info names the inverter: ask, never upload a blank
    if (lacksInverter()) {
      outputsChangedFor.serial = changed ? project.serialNumber : '';
      return { kind: 'needsInverter' };
    }
    return startOrAsk(project.serialNumber, changed);
  },
);
