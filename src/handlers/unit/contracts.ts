// The unit handlers, each declared once: the input shape it takes (src/handlers/inputs.ts)
// and the outcome names it returns. Pure data: the flow checker reads it in Node, and the types of
// the implementations, the screens' calls and the registry come from it.
import type { HandlerContracts } from '../contract.ts';

export const unitContracts = {
  setCommissioningSerial: { input: 'serial', outcomes: ['set'] }, // D-02: a valid serial for the wizard (the QR code)
  enterCommissioningSerial: { input: 'formData', outcomes: ['set'] }, // D-02: the serial typed on /commission/3
  enterServiceSerial: { input: 'formData', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] }, // H-01…H-04: the serial typed on /reconfigure-enter-serial
  // D-07…D-16: the search for the serial /commission/5 hands it (the job's unit, typed on /commission/3 or scanned on /commission/4)
  searchUnit: {
    input: 'serial',
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
  },
  loadSystemInfo: { input: 'optionalSerial', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] }, // H-01…H-04
  checkWifi: { input: 'formData', outcomes: ['ready', 'notFound'] }, // J-01, J-03
  resetCommissioning: { input: 'none', outcomes: ['done'] }, // Z-45
  decideSoftwareUpdate: { input: 'none', outcomes: ['needed', 'notNeeded'] }, // D-24, I-01
  runSoftwareUpdate: { input: 'serial', outcomes: ['success', 'failed'] }, // I-05…I-08
  loadWifiStatus: { input: 'none', outcomes: ['ready'] }, // /wifi-status on arrival and every few seconds (J-02)
} as const satisfies HandlerContracts;
