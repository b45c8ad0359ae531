// Z-16: the siteAddress form's values from a project address, only those that are set, so the form's
// own defaults and its if/else branches stay right. Pure (no store): the form and the frame boot
// script start from it (src/forms/formStarts.ts).
import type { ProjectAddress } from '../../state/storedShapes.ts';

export function addressFormData(a: ProjectAddress): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (a.address) data.address = a.address;
  if (a.latitude !== null) data.latitude = a.latitude;
  if (a.longitude !== null) data.longitude = a.longitude;
  if (a.country) data.country = a.country;
  if (a.solshareName) data.solshareName = a.solshareName;
  return data;
}
