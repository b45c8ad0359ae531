// The unit being looked at on the service screens (system info, faults, wifi status, building address,
// delivery method, connected units, the report), kept apart from the job being commissioned
// (project.serialNumber). Checking another unit's internet, reconfiguring it or choosing another unit
// at a site only changes this store, so the job and its drafts stay as they were.
// An empty serial means "the job's unit": VIEW SYSTEM INFO from the wizard shows the unit commissioned.
import { project } from './project.ts';
import { persistedStore } from './persist.ts';
import { object, str } from './shape.ts';

export interface ViewedUnit {
  serial: string;
}

export const viewedUnit = persistedStore<ViewedUnit>(
  'viewedUnit',
  1,
  () => ({ serial: '' }),
  object<ViewedUnit>({ serial: str }),
);

/** The serial the service screens show: the unit looked at, else the job's unit. */
export function unitInView(): string {
  return viewedUnit.serial || project.serialNumber;
}

/** Another unit is looked at (a serial typed, a unit of the site tapped, a label's QR code). */
export function lookAt(serial: string): void {
  viewedUnit.serial = serial === project.serialNumber ? '' : serial;
}

/** Back in the job's wizard: the service screens follow the job's unit again. */
export function lookAtJob(): void {
  if (viewedUnit.serial !== '') viewedUnit.serial = '';
}
