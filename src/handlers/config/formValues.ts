// Starting values of the wizard's forms, read from the project draft (Z-16: the address step is
// pre-filled from the project address for confirmation; E-09: the spec as it was entered).
import { project } from '../../state/project.ts';
import { specToFormData } from './specFormData.ts';

/** Only the values that are set, so the form's own defaults and the if/else branches stay right. */
export function addressToForm(): Record<string, unknown> {
  const a = project.address;
  const data: Record<string, unknown> = {};
  if (a.address) data.address = a.address;
  if (a.latitude !== null) data.latitude = a.latitude;
  if (a.longitude !== null) data.longitude = a.longitude;
  if (a.country) data.country = a.country;
  if (a.solshareName) data.solshareName = a.solshareName;
  return data;
}

export function specToForm(): Record<string, unknown> {
  return specToFormData(project.spec);
}
