// A fresh commissioning draft for the config area's tests: the unit, any changes, no form drafts.
import { formDrafts } from '../../src/state/formDrafts.ts';
import { emptyAddress, emptyProject, project } from '../../src/state/project.ts';

export function resetDraft(serial: string, changes: Partial<typeof project> = {}): void {
  Object.assign(project, emptyProject(), { serialNumber: serial }, changes);
  for (const key of Object.keys(formDrafts)) delete formDrafts[key];
}

/** A draft at the delivery step (/commission/17): `serial` found online on `swVersion`, a site in `country`. */
export function deliveryDraft(serial: string, swVersion: string | null, country = 'AU'): void {
  resetDraft(serial, {
    address: { ...emptyAddress(), address: '1 Main St', country },
    unit: { updateTask: [], forceUpdate: false, swVersion, connected: true, ssid: null },
  });
}
