// The unit handlers, typed against their outcome names: serial entry, unit search, system info,
// wifi check and software update (D, H-01, I, J-01…J-03).
import type { HandlerImpls } from '../types.ts';
import { checkWifi } from './checkWifi.ts';
import { enterCommissioningSerial, enterServiceSerial } from './enterSerial.ts';
import { loadSystemInfo } from './loadSystemInfo.ts';
import type { unitContracts } from './contracts.ts';
import { resetCommissioning } from './resetCommissioning.ts';
import { searchUnit } from './searchUnit.ts';
import { setCommissioningSerial } from './setCommissioningSerial.ts';
import { decideSoftwareUpdate, runSoftwareUpdate } from './softwareUpdate.ts';
import { loadWifiStatus } from './loadWifiStatus.ts';

export const unitHandlers: HandlerImpls<typeof unitContracts> = {
  setCommissioningSerial,
  enterCommissioningSerial,
  enterServiceSerial,
  searchUnit,
  loadSystemInfo,
  checkWifi,
  resetCommissioning,
  decideSoftwareUpdate,
  runSoftwareUpdate,
  loadWifiStatus,
};
