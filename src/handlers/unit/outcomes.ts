// Outcome names of the unit handlers; the flow checker reads this at build time (no imports here).
export const unitOutcomes = {
  setCommissioningSerial: ['set'], // D-02: a valid serial for the wizard (the QR code)
  enterCommissioningSerial: ['set'], // D-02: the serial typed on /commission/3
  enterServiceSerial: ['ready', 'notFound', 'forbidden', 'notCommissioned'], // H-01…H-04: the serial typed on /reconfigure-enter-serial
  searchUnit: ['ready', 'commissioning', 'notFound', 'alreadyCommissioned', 'needsPowerCycle', 'forbidden', 'notCommissioned', 'unreachable'], // D-07…D-16
  loadSystemInfo: ['ready', 'notFound', 'forbidden', 'notCommissioned'], // H-01…H-04
  checkWifi: ['ready', 'notFound'], // J-01, J-03
  resetCommissioning: ['done'], // Z-45
  decideSoftwareUpdate: ['needed', 'notNeeded'], // D-24, I-01
  runSoftwareUpdate: ['success', 'failed'], // I-05…I-08
  loadWifiStatus: ['ready'], // /wifi-status on arrival and every few seconds (J-02)
} as const satisfies Record<string, readonly string[]>;
