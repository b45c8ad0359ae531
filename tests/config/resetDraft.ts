// A fresh commissioning draft for the config area's tests: the unit, any changes, no form drafts.
import { formDrafts } from '../../src/state/formDrafts.ts';
import { emptyProject, project } from '../../src/state/project.ts';

export function resetDraft(serial: string, changes: Partial<typeof project> = {}): void {
  Object.assign(project, emptyProject(), { serialNumber: serial }, changes);
  for (const key of Object.keys(formDrafts)) delete formDrafts[key];
}
