// A-16, J-04: while a screen with the wifi icon is open and a serial is set, ask the unit's wifi
// status at the configured interval. One request at a time; stops when the signal aborts.
import type { ProviderApi } from '../api/provider.ts';
import { wifi } from '../state/wifi.ts';
import { pauseBetweenPolls } from './pollPause.ts';

export async function pollWifi(
  api: ProviderApi,
  serial: string,
  intervalMs: number,
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    const result = await api.wifiStatus(serial, signal);
    if (signal.aborted) return;
    if (result.ok)
      Object.assign(wifi, { serial, connected: result.data.connected ?? null, ssid: result.data.ssid ?? null });
    else console.warn(`Wifi status of ${serial} not available: ${result.message}`);
    await pauseBetweenPolls(intervalMs, signal); // no signal: no asking until it is back
  }
}
