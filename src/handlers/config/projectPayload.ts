// The project draft as the provider API receives it (K-08…K-10). The draft keeps '' while a group
// has not been chosen yet; the wire only knows 1x3 / 3x1 / n/a (Z-06), so an unchosen type is
// derived from the names (E-18), and a phase left empty holds the no-connection marker (E-17).
import type * as Api from '../../api/types.ts';
import {
  CONNECTION_WIRE,
  deriveConnectionKind,
  isEmptyPhaseValue,
  kindFromWire,
  NO_CONNECTION,
  type ConnectionWire,
} from '../rules/connections.ts';
import { isTwoPhase } from '../rules/serial.ts';
import type { Connection, ProjectDraft } from '../../state/project.ts';

const phaseValue = (v: string): string => (isEmptyPhaseValue(v) ? NO_CONNECTION : v);

/** A draft connection on the wire: explicit type kept (Z-36), else derived (E-18). */
export function wireConnection(c: Connection, serial: string): Connection & { type: ConnectionWire } {
  const kind = deriveConnectionKind(c, { twoPhase: isTwoPhase(serial), chosen: kindFromWire(c.type) });
  return { type: CONNECTION_WIRE[kind], L1: phaseValue(c.L1), L2: phaseValue(c.L2), L3: phaseValue(c.L3) };
}

/** { serialNumber, address, spec, connections, algorithmWeight, solarDeliveryMethod, CTRating } */
export function projectPayload(p: ProjectDraft): Api.SavedDraft {
  return {
    serialNumber: p.serialNumber,
    address: { ...p.address },
    spec: { ...p.spec },
    connections: p.connections.map((c) => wireConnection(c, p.serialNumber)),
    algorithmWeight: p.algorithmWeight.map((phase) => phase.map((entry) => [...entry])) as Api.AlgorithmWeight,
    solarDeliveryMethod: (p.solarDeliveryMethod ?? null) as Api.SavedDraft['solarDeliveryMethod'],
    CTRating: (p.CTRating ?? null) as Api.SavedDraft['CTRating'],
  };
}
