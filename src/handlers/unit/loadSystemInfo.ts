// H-01…H-04: the system info of the serial typed on /reconfigure-enter-serial (or tapped at a site),
// or of the unit in view (VIEW SYSTEM INFO on /commission/7: the job's unit). Only the ready result
// keeps the data; the other results are outcomes the flow sends to /error with their texts (Z-42).
// A failed request stays in place.
import { storeSystemInfo } from '../../state/systemInfo.ts';
import { lookAt, unitInView } from '../../state/viewedUnit.ts';
import { showWifiOf } from '../../state/wifi.ts';
import { normaliseSerial, serialFromInput } from '../rules/serial.ts';
import { failedCall } from '../types.ts';
import { handler } from '../define.ts';

/** Makes `serial` the unit the service screens show (not the job's unit, enterSerial.ts); the job is left as it is. */
export function viewSerial(serial: string): void {
  lookAt(serial);
  showWifiOf(serial);
}

// H-01…H-04
export const loadSystemInfo = handler(
  { input: 'optionalSerial', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
  async ({ api, signal, input }) => {
    const serial = input ? serialFromInput(input) : normaliseSerial(unitInView());
    const result = await api.systemInfo(serial, signal);
    if (!result.ok) return failedCall(result);
    switch (result.data.code) {
      case 200:
        if (!result.data.data) return { kind: 'notFound' }; // ready without data cannot be shown
        viewSerial(serial); // the unit now looked at (D-02, H-01), never the job's unit; starts wifi polling
        storeSystemInfo(serial, result.data.data);
        return { kind: 'ready' };
      case 403:
        return { kind: 'forbidden' };
      case 423:
        return { kind: 'notCommissioned' };
      default:
        return { kind: 'notFound' };
    }
  },
);
