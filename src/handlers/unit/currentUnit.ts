// Two units matter at once: the job's unit (project.serialNumber, D-02), which /commission/3
// and /commission/4 set, and the unit being looked at (src/state/viewedUnit.ts), which
// /reconfigure-enter-serial, /wifi-enter-serial, a unit tapped at a site and a label's QR code set.
// Looking at another unit never touches the job.
import { normaliseSerial, validateSerial } from '../rules/serial.ts';
import { emptyProject, project } from '../../state/project.ts';
import { clearSystemInfo, systemInfo } from '../../state/systemInfo.ts';
import { lookAt } from '../../state/viewedUnit.ts';
import { wifi } from '../../state/wifi.ts';

/**
 * The serial a screen sent as `input.serial`, normalised (Z-10). Screens validate before they run a
 * handler (L-15, L-16), so an invalid serial here is a programming error, not a user mistake.
 */
export function serialFromInput(input: { serial: string } | undefined): string {
  const serial = normaliseSerial(typeof input?.serial === 'string' ? input.serial : '');
  if (validateSerial(serial) !== null)
    throw new Error(`A screen ran a unit handler with an invalid serial '${serial}'.`);
  return serial;
}

/**
 * Makes `serial` the job's unit. Another unit keeps the address (the installer is still on the same
 * site) but drops everything that belonged to the previous unit; the same unit keeps its draft.
 * The unit facts of the last search are always dropped: they are fetched again (D-19).
 */
export function adoptSerial(serial: string): void {
  if (serial !== project.serialNumber) {
    const { address } = project;
    Object.assign(project, { ...emptyProject(), address, serialNumber: serial });
    if (wifi.serial !== serial) Object.assign(wifi, { serial, connected: null, ssid: null });
    if (systemInfo.serial !== serial) clearSystemInfo();
  }
  project.unit = null;
}

/** Makes `serial` the unit the service screens show; the job is left as it is. */
export function viewSerial(serial: string): void {
  lookAt(serial);
  if (wifi.serial !== serial) Object.assign(wifi, { serial, connected: null, ssid: null });
}
