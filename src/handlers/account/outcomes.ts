// Outcome names of the account handlers; the flow checker reads this at build time (no imports here).
export const accountOutcomes = {
  login: ['loggedIn'], // B-03, B-04, Z-27
  forgetPassword: ['sent'], // B-08: `email sent`; a failure says `email send failed` and why
  register: ['registered'], // B-10, Z-44
  resetPassword: ['reset'], // B-13
  loadFleet: ['loaded'], // K-16
  beginCommissioning: ['hasSites', 'noSites'], // C-07
  chooseSite: ['chosen'], // C-10
  clearAddress: ['cleared'], // C-11
  saveSiteAddress: ['saved'], // C-13, Z-16
  sendFeedback: ['sent'], // J-07
  loadSupportContact: ['ready'], // /contact on arrival (J-11)
  loadInfoCentre: ['ready'], // /info-centre on arrival (J-09, J-10)
} as const satisfies Record<string, readonly string[]>;
