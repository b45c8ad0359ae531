// Y.10's worked examples, shared by the rule's test and the handler's: serial, site country, and the
// CT rating set without asking (null: the CT page is shown, E-45, Z-09).
export const CT_RATING_EXAMPLES = [
  ['3P_35A_0001', 'AU', null],
  ['3P_35A_0001', 'NZ', null],
  ['3P_35A_0001', 'US', null],
  ['3P_35A_0500', 'GB', 120],
  ['3P_35A_0500', 'DE', 120],
  ['2P_100_0001', 'AU', 200],
  ['2P_100_0200', 'US', 200],
  ['2P_100_0200', 'GB', 200],
  ['2P_100_0200', 'DE', 200],
] as const;
