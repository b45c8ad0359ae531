// K-12, Z-33: the complete project sent to POST /v2/commission/upload-config, with algorithmWeight.
// The draft allows gaps while the wizard is under way; by /commission/19 they are filled, and the
// few that may legitimately stay empty get the wire's neutral values here.
import type { Connection, DeliveryMethod, Project } from '../../api/types.ts';
import { NO_CONNECTION, type ProjectDraft } from '../../state/project.ts';
import { isCtRating, SOLAR_DELIVERY_METHODS } from '../rules/index.ts';

export function projectPayload(draft: ProjectDraft): Project {
  return {
    serialNumber: draft.serialNumber,
    address: { ...draft.address },
    spec: { ...draft.spec },
    // E-17: an unset connection type travels as the no-connection marker
    connections: draft.connections.map((c): Connection => ({ ...c, type: c.type === '' ? NO_CONNECTION : c.type })),
    algorithmWeight: draft.algorithmWeight.map((phase) => phase.map((entry) => [...entry])),
    solarDeliveryMethod: deliveryMethod(draft.solarDeliveryMethod),
    CTRating: isCtRating(draft.CTRating) ? draft.CTRating : 200, // E-45: 200 A is the standard CT

  };
}

// E-26: demand-based (optimise) is what a draft without a choice means
const deliveryMethod = (m: string | null): DeliveryMethod =>
  (SOLAR_DELIVERY_METHODS as readonly string[]).includes(m ?? '') ? (m as DeliveryMethod) : 'optimise';
