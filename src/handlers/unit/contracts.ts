// The unit handlers, each declared once: the input shape it takes (src/handlers/inputs.ts)
// and the outcome names it returns. Pure data: the flow checker reads it in Node, and the types of
// the implementations, the screens' calls and the registry come from it.
import type { HandlerContracts } from '../contract.ts';

export const unitContracts = {
  setCommissioningSerial: { input: 'serial', outcomes: ['set'] }, // D-02: a valid serial for the wizard (the QR code)
  enterCommissioningSerial: { input: 'formData', outcomes: ['set'] }, // D-02: the serial typed on /commission/3
  enterServiceSerial: { input: 'formData', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] }, // H-01…H-04: the serial typed on /reconfigure-enter-serial
  searchUnit: {
    input: 'none',
    outcomes: [
      'ready',
      'commissioning',
      'notFound',
      'alreadyCommissioned',
      'needsPowerCycle',
      'forbidden',
      'notCommissioned',
      'unreachable',
    ],
  }, // D-07…D-16
  loadSystemInfo: { input: 'optionalSerial', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] }, // H-01…H-04
  checkWifi: { input: 'formData', outcomes: ['ready', 'notFound'] }, // J-01, J-03
  resetCommissioning: { input: 'none', outcomes: ['done'] }, // Z-45
  decideSoftwareUpdate: { input: 'none', outcomes: ['needed', 'notNeeded'] }, // D-24, I-01
  runSoftwareUpdate: { input: 'none', outcomes: ['success', 'updateFailed'] }, // I-05…I-08
  loadWifiStatus: { input: 'none', outcomes: ['ready'] }, // /wifi-status on arrival and every few seconds (J-02)
} as const satisfies HandlerContracts;
