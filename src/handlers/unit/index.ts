// The unit handlers: serial entry, unit search, system info, wifi check and software update (D, H-01, I, J-01…J-03).
// Each handler is declared once, with its contract, where its code is (../define.ts); this
// registry takes them under the names they were declared with.
import { handlersIn } from '../define.ts';
import * as wifiCheck from './checkWifi.ts';
import * as serialEntry from './enterSerial.ts';
import * as systemInfo from './loadSystemInfo.ts';
import * as wifiStatus from './loadWifiStatus.ts';
import * as reset from './resetCommissioning.ts';
import * as search from './searchUnit.ts';
import * as scannedSerial from './setCommissioningSerial.ts';
import * as update from './softwareUpdate.ts';

export const unitHandlers = {
  ...handlersIn(wifiCheck),
  ...handlersIn(serialEntry),
  ...handlersIn(systemInfo),
  ...handlersIn(wifiStatus),
  ...handlersIn(reset),
  ...handlersIn(search),
  ...handlersIn(scannedSerial),
  ...handlersIn(update),
};
