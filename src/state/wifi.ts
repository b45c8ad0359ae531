// The unit's last wifi status (K-07), driving the top-bar icon and /wifi-status.
import { proxy } from 'valtio/vanilla';

export const wifi = proxy({ serial: '' as string, connected: null as boolean | null, ssid: null as string | null });

/** The status shown is `serial`'s: another unit's is dropped until its own is asked for ('' for none). */
export function showWifiOf(serial: string): void {
  if (wifi.serial !== serial) Object.assign(wifi, { serial, connected: null, ssid: null });
}
