// "The current unit" is project.serialNumber (D-02): the wizard, /reconfigure-enter-serial and
// /wifi-enter-serial all store their serial there, so guards, wifi polling and service screens agree.
import { normaliseSerial, validateSerial } from '../rules/serial.ts';
import { emptyProject, project } from '../../state/project.ts';
import { clearSystemInfo, systemInfo } from '../../state/systemInfo.ts';
import { wifi } from '../../state/wifi.ts';

/**
 * The serial a screen sent as `input.serial`, normalised (Z-10). Screens validate before they run a
 * handler (L-15, L-16), so an invalid serial here is a programming error, not a user mistake.
 */
export function serialFromInput(input: { serial: string } | undefined): string {
  const serial = normaliseSerial(typeof input?.serial === 'string' ? input.serial : '');
  if (validateSerial(serial) !== null) throw new Error(`A screen ran a unit handler with an invalid serial '${serial}'.`);
  return serial;
}

/**
 * Makes `serial` the current unit. Another unit keeps the address (the installer is still on the same
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
