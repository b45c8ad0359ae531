// Outcome names of the config handlers; the flow checker reads this at build time (no imports here).
export const configOutcomes = {
  saveAddress: ['saved'], // E-08
  saveSpec: ['saved'], // E-11
  saveConnection: ['next', 'review'], // E-16: next group, or the review after group 4
  chooseConnectionType: ['three', 'single', 'next', 'review'], // E-13, E-14; No Connection stored at once (E-16)
  loadConnectionEdit: ['ready'], // /commission/16 on arrival: the five groups as boxes (a form's FormStart)
  saveEditedConnections: ['saved'], // E-22, Z-52
  chooseDeliveryMethod: ['allocation', 'ctAutomatic', 'ctPage'], // E-26…E-28
  loadAllocationPhase: ['ready'], // E-29…E-37: the phase's connections and the boxes' start
  saveAllocationPhase: ['next', 'review'], // E-38
  confirmAllocation: ['ctAutomatic', 'ctPage'], // E-41, Z-13
  decideCtStep: ['ctAutomatic', 'ctPage'], // E-45
  chooseCtRating: ['chosen', 'automatic'], // E-42, Z-51
  loadConnectionReview: ['ready'], // /commission/15 on arrival (E-21): the five groups as entered
  loadAllocationReview: ['ready'], // /commission/unequal-allocation-review on arrival (E-41): each phase's stored percents
} as const satisfies Record<string, readonly string[]>;
