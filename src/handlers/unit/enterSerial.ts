// D-02: a serial entered. The serial form (content/forms/serial) at /commission/3 and
// /reconfigure-enter-serial hands its formData here (/wifi-enter-serial's checkWifi reads it the same
// way); what was typed is normalised and checked once (parseSerial: D-03, L-15, L-16), then each route's
// next action runs. /commission/4 hands the serial its QR code held (setCommissioningSerial).
// Two units matter at once: the job's unit (project.serialNumber), which /commission/3 and /commission/4
// set here (adoptSerial), and the unit being looked at (src/state/viewedUnit.ts), which
// /reconfigure-enter-serial, /wifi-enter-serial, a unit tapped at a site and a label's QR code set
// (viewSerial, loadSystemInfo.ts). Looking at another unit never touches the job.
import { emptyProject, project } from '../../state/project.ts';
import { clearSystemInfo, systemInfo } from '../../state/systemInfo.ts';
import { showWifiOf } from '../../state/wifi.ts';
import { isRecord } from '../../state/shape.ts';
import { parseSerial, serialFromInput, type Serial } from '../rules/serial.ts';
import { failedKey, type Failure } from '../types.ts';
import { loadSystemInfo } from './loadSystemInfo.ts';
import { askSearchAhead } from './searchAhead.ts';
import { handler } from '../define.ts';

/**
 * Makes `serial` the job's unit. Another unit keeps the address (the installer is still on the same
 * site) but drops everything that belonged to the previous unit; the same unit keeps its draft.
 * The unit facts of the last search are always dropped: they are fetched again (D-19).
 */
export function adoptSerial(serial: string): void {
  if (serial !== project.serialNumber) {
    const { address } = project;
    Object.assign(project, { ...emptyProject(), address, serialNumber: serial });
    showWifiOf(serial);
    if (systemInfo.serial !== serial) clearSystemInfo();
  }
  project.unit = null;
}

/** The form's `serial` field as a Serial, or its problem in the form's own words (the form checks first). */
export function serialFromForm(data: Record<string, unknown>): Serial | Failure {
  const parsed = parseSerial(data.serial);
  return 'serial' in parsed ? parsed.serial : failedKey(`forms.serial.errors.serial.${parsed.error}`);
}

// D-02: the serial typed on /commission/3
/**
 * /commission/3: the typed serial becomes the job's unit; the search comes next (D-07). Its first request is
 * asked as soon as the typed serial is valid (searchAhead.ts), so NEXT finds the unit's answer on its way.
 */
export const enterCommissioningSerial = handler(
  { input: 'formData', outcomes: ['set'] },
  async ({ input }) => {
    const serial = serialFromForm(input);
    if (typeof serial !== 'string') return serial;
    adoptSerial(serial);
    return { kind: 'set' };
  },
  ({ api, config, input }) => {
    const parsed = parseSerial(isRecord(input) ? input.serial : undefined);
    if ('serial' in parsed) askSearchAhead(api, parsed.serial, config.timing.searchPollMs);
  },
);

// D-02: a valid serial for the wizard (the QR code, /commission/4)
export const setCommissioningSerial = handler({ input: 'serial', outcomes: ['set'] }, async ({ input }) => {
  adoptSerial(serialFromInput(input));
  return { kind: 'set' };
});

// H-01…H-04: the serial typed on /reconfigure-enter-serial
/** /reconfigure-enter-serial: the system info of the typed serial (H-01…H-04). */
export const enterServiceSerial = handler(
  { input: 'formData', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
  async (ctx) => {
    const serial = serialFromForm(ctx.input);
    if (typeof serial !== 'string') return serial;
    return loadSystemInfo({ ...ctx, input: { serial } });
  },
);
