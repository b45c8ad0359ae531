// Words the first screens need ship in the entry chunk; the rest (wizard guidance, troubleshooting
// steps ...) is a lazy chunk fetched right after start, so the login screen stays small (its
// size target). Public routes render with these namespaces alone; every other route waits for all.
export const coreNamespaces: readonly string[] = [
  'common', 'shell', 'landing', 'login', 'signUp', 'account', 'forms', 'error', 'lookup', 'infoCentre', 'contact', 'startup',
];

// Words that only some screens use, each its own lazy chunk beside the rest: a route behind a login
// waits for the rest and for a group only when its screen kind or its own definition uses the group's
// namespaces (src/engine/wordsRule.ts). The troubleshooting pages' words were 5 KB gzip of the 15 KB
// every wizard step waited for (LCP of the specifications form).
// tests/engine/wordGroups.test.ts checks that no other screen's code uses these namespaces.
export const separateWordGroups: Readonly<Record<string, { namespaces: readonly string[]; kinds: readonly string[] }>> = {
  troubleshooting: { namespaces: ['troubleshooting'], kinds: ['troubleshooting'] },
};
