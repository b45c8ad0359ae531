// K-12, Z-33: the complete project sent to POST /v2/commission/upload-config, with algorithmWeight.
// The wire form of the draft is the config area's (connections derived the same way, E-17, E-18);
// a full Project also needs a delivery method and a CT rating, which by /commission/19 are set —
// the fallbacks only keep a hand-edited draft from sending nulls.
import type { DeliveryMethod, Project } from '../../api/types.ts';
import type { ProjectDraft } from '../../state/project.ts';
import { projectPayload as draftPayload } from '../config/projectPayload.ts';
import { isCtRating, SOLAR_DELIVERY_METHODS } from '../rules/index.ts';

export function projectPayload(draft: ProjectDraft): Project {
  const wire = draftPayload(draft);
  return {
    ...wire,
    address: wire.address ?? { ...draft.address },
    spec: wire.spec ?? { ...draft.spec },
    connections: wire.connections ?? [],
    algorithmWeight: wire.algorithmWeight ?? [],
    solarDeliveryMethod: deliveryMethod(draft.solarDeliveryMethod),
    CTRating: isCtRating(draft.CTRating) ? draft.CTRating : 200, // E-45: 200 A is the standard CT
  };
}

// E-26: demand-based (optimise) is what a draft without a choice means
const deliveryMethod = (m: string | null): DeliveryMethod =>
  (SOLAR_DELIVERY_METHODS as readonly string[]).includes(m ?? '') ? (m as DeliveryMethod) : 'optimise';
