// Words the first screens need ship in the entry chunk; the rest (wizard guidance, troubleshooting
// steps ...) is a lazy chunk fetched right after start, so the login screen stays small (issue 2's
// size target). Public routes render with these namespaces alone; every other route waits for all.
export const coreNamespaces: readonly string[] = [
  'common', 'shell', 'landing', 'login', 'signUp', 'account', 'forms', 'error', 'lookup', 'infoCentre', 'contact', 'startup',
];
