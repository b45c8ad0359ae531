// Starting values of the wizard's forms, read from the project draft (Z-16: the address step is
// pre-filled from the project address for confirmation; E-09: the spec as it was entered).
import { project } from '../../state/project.ts';
import { addressFormData } from './addressFormData.ts';
import { specToFormData } from './specFormData.ts';

/** Only the values that are set, so the form's own defaults and the if/else branches stay right. */
export function addressToForm(): Record<string, unknown> {
  return addressFormData(project.address);
}

export function specToForm(): Record<string, unknown> {
  return specToFormData(project.spec);
}
