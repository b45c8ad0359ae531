// /wifi-status's data (J-02, Y.16d) for the view kind: the current unit's network as the
// top bar's polling last saw it (A-16, J-04; no request of its own), and the site's country for the
// region's guide. Keys and values; the view says them.
import { project } from '../../state/project.ts';
import { unitInView } from '../../state/viewedUnit.ts';
import { wifi } from '../../state/wifi.ts';
import type { MessageKey } from '../types.ts';
import type { LoadedOutcome } from '../fleet/loadSystemInfoView.ts';
import { handler } from '../define.ts';

export interface WifiStatusData {
  serial: string;
  connected: boolean | null;
  offline: boolean; // known to be offline: the reconnect steps apply
  state: MessageKey; // Online | Not online
  line: MessageKey; // Connected to | Last connected to
  network: string | MessageKey;
  colour: 'green' | 'yellow';
  country: string;
}

// /wifi-status on arrival and every few seconds (J-02)
export const loadWifiStatus = handler(
  { input: 'none', outcomes: ['ready'] },
  async (): Promise<LoadedOutcome<'ready', WifiStatusData>> => {
    const serial = unitInView(); // the unit looked at, else the job's
    const connected = wifi.serial === serial || wifi.serial === '' ? wifi.connected : null;
    return {
      kind: 'ready',
      data: {
        serial,
        connected,
        offline: connected === false,
        state: { key: connected ? 'unit.wifi.stateConnected' : 'unit.wifi.stateDisconnected' },
        line: { key: connected ? 'unit.wifi.connected' : 'unit.wifi.lastConnected' },
        network: wifi.ssid ?? { key: 'unit.wifi.unknownNetwork' },
        colour: connected ? 'green' : 'yellow',
        country: project.address.country,
      },
    };
  },
);
