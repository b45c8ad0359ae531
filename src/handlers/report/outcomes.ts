// Outcome names of the report handlers; the flow checker reads this at build time (no imports here).
export const reportOutcomes = {
  // /commissioning-report and /output-labels load on arrival and stay (the screen shows the data or
  // the lookup result in place)
  loadCommissioningReport: ['ready', 'notFound', 'forbidden', 'notCommissioned'],
  // /system-info/:serial, the link in an output label's QR code: that unit becomes current (H-01)
  openUnitLink: ['ready', 'notFound', 'forbidden', 'notCommissioned'],
} as const satisfies Record<string, readonly string[]>;
