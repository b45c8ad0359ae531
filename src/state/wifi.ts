// The unit's last wifi status (K-07), driving the top-bar icon and /wifi-status.
import { proxy } from 'valtio/vanilla';

export const wifi = proxy({ serial: '' as string, connected: null as boolean | null, ssid: null as string | null });
