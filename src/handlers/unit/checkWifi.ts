// J-01, J-03: the wifi status of the serial typed on /wifi-enter-serial (K-07). Found → the serial
// becomes the unit looked at (not the job's unit) and /wifi-status shows the stored status; the
// not-found code → /error.
import { wifi } from '../../state/wifi.ts';
import { failedCall } from '../types.ts';
import { serialFromForm } from './enterSerial.ts';
import { viewSerial } from './loadSystemInfo.ts';
import { handler } from '../define.ts';

// J-01, J-03
export const checkWifi = handler(
  { input: 'formData', outcomes: ['ready', 'notFound'] },
  async ({ api, signal, input }) => {
    const serial = serialFromForm(input);
    if (typeof serial !== 'string') return serial;
    const result = await api.wifiStatus(serial, signal);
    if (!result.ok) return failedCall(result);
    if (result.data.code === 404) return { kind: 'notFound' };
    viewSerial(serial);
    Object.assign(wifi, { serial, connected: result.data.connected ?? null, ssid: result.data.ssid ?? null });
    return { kind: 'ready' };
  },
);
