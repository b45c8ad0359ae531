// H-14…H-18: the unit's building address (its linked project) seen, edited and saved. The edit form
// is the siteAddress form; EDIT seeds its draft from the unit's project so it opens with the address
// the unit has now, not the wizard's draft address.
import type { SystemInfo, UpdateAddressRequest } from '../../api/types.ts';
import { formStep, saveDraft } from '../../state/formDrafts.ts';
import { systemInfo } from '../../state/systemInfo.ts';
import { unitInView } from '../../state/viewedUnit.ts';
import { addressFromForm } from '../config/saveAddress.ts';
import { isSupportedCountry } from '../rules/country.ts';
import { normaliseSerial } from '../rules/serial.ts';
import { failedCall, failedKey } from '../types.ts';
import { handler } from '../define.ts';

/** The draft key FormScreen uses for the siteAddress form on /edit-building-address. */
export const EDIT_DRAFT_KEY = formStep('siteAddress', '/edit-building-address');

type LinkedProject = NonNullable<SystemInfo['meter']['project']>;

/** The loaded unit's linked project, or null (no data for this serial, or not linked: H-11). */
export function linkedProject(): LinkedProject | null {
  if (!systemInfo.data || systemInfo.serial !== unitInView()) return null;
  return systemInfo.data.meter.project ?? null;
}

/**
 * Form values from the project. Missing coordinates are null, not absent: the draft is stored as
 * JSON and merged over the wizard's address, so an absent key would let the wizard's coordinates in.
 */
export function projectToForm(p: LinkedProject): Record<string, unknown> {
  return {
    address: p.address,
    latitude: p.latitude ?? null,
    longitude: p.longitude ?? null,
    country: p.country,
    solshareName: p.solshareName ?? '',
  };
}

// H-14: EDIT seeds the form from the unit's project
export const beginBuildingAddressEdit = handler({ input: 'none', outcomes: ['editing'] }, async () => {
  const p = linkedProject();
  if (!p) return failedKey('systemInfo.notLinked'); // H-11
  saveDraft(EDIT_DRAFT_KEY, projectToForm(p));
  return { kind: 'editing' };
});

/** H-18: the form's values → the request body; L-14: the SolShare name is trimmed. */
export function toAddressRequest(data: Record<string, unknown>): UpdateAddressRequest | null {
  const a = addressFromForm(data);
  if (!isSupportedCountry(a.country)) return null; // H-17: the form offers only these
  return {
    solshareName: a.solshareName,
    address: a.address,
    latitude: a.latitude,
    longitude: a.longitude,
    country: a.country,
  };
}

// H-18
export const saveBuildingAddress = handler({ input: 'formData', outcomes: ['saved'] }, async ({ api, input }) => {
  const body = toAddressRequest(input ?? {});
  if (!body) return failedKey('buildingAddress.edit.countryMissing');
  const serial = normaliseSerial(unitInView());
  const result = await api.updateBuildingAddress(serial, body);
  if (!result.ok) return failedCall(result); // shown under the form; what was typed stays
  // /view-building-address shows the saved values without loading the system info again
  const linked = systemInfo.serial === serial ? systemInfo.data?.meter.project : null;
  if (linked) Object.assign(linked, body);
  return { kind: 'saved' };
});
