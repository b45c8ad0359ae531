// The commissioning draft (E-03, E-09, E-17, E-40). Persisted so that a reload, a closed tab or a locked phone
// comes back to the same step with everything entered so far. Its types and shape are in
// src/state/storedShapes.ts, which the frame boot script reads too (src/boot/storedFrame.ts).
import { persistedStore } from './persist.ts';
import { addressGiven, STORES } from './storedRules.ts';
import { emptyProject, projectShape } from './storedShapes.ts';
import type {
  Connection,
  ConnectionType,
  ProjectAddress,
  ProjectDraft,
  ProjectSpec,
  UnitFacts,
  WeightEntry,
} from './storedShapes.ts';

export type { Connection, ConnectionType, ProjectAddress, ProjectDraft, ProjectSpec, UnitFacts, WeightEntry };
// the empty draft is pure, beside its shape: the frame boot script starts from it too (src/boot/storedFrame.ts)
export { emptyAddress, emptyConnection, emptyProject } from './storedShapes.ts';

export const project = persistedStore(STORES.project.name, STORES.project.version, emptyProject, projectShape);

/** G-09, Z-45: COMMISSION ANOTHER UNIT starts from a clean draft. */
export function resetProject(): void {
  Object.assign(project, emptyProject());
}

export const hasAddress = (): boolean => addressGiven(project);
