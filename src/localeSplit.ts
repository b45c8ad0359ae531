// Words the first screens need ship in the entry chunk (the account's: a notice on /login says a
// password was reset); the rest (wizard guidance, troubleshooting
// steps ...) is a lazy chunk fetched right after start, so the login screen stays small (its
// size target). Public routes render with these namespaces (and the groups below their kind needs);
// every other route waits for all. The safety screen's words (startup) and a unit lookup's failures
// (lookup) are only shown behind a login, so they are in the rest.
export const coreNamespaces: readonly string[] = ['common', 'shell', 'landing', 'problem', 'account'];

// What a failed call says in a context only a logged-in user meets (problem.<context>,
// src/app/shownOutcome.ts): the unit's search, the run, the update, feedback, the fleet, an upload, the report by e-mail. These
// parts of a core namespace (by namespace) go with the rest, which every route behind a login waits for; the public
// routes' contexts (login, forgot, signUp, reset) and the general words stay with the app.
export const restKeys: Readonly<Record<string, readonly string[]>> = {
  problem: ['search', 'run', 'runPoll', 'runStopped', 'update', 'feedback', 'fleet', 'upload', 'reportMail'],
};

// Words that only some screens use, each its own lazy chunk beside the rest: a route behind a login
// waits for the rest and for a group only when its screen kind or its own definition uses the group's
// namespaces (src/engine/wordsRule.ts). The troubleshooting pages' words were 5 KB gzip of the 15 KB
// every wizard step waited for (LCP of the specifications form).
// A group `behindLogin` is also waited for by every route behind a login: the form words (2 KB gzip)
// are used by the forms and by handlers of wizard steps, never by the public routes but the forms
// (sign-up, new password), so the landing page and the login screen do without them.
// tests/engine/wordGroups.test.ts checks that no other screen's code uses these namespaces.
export const separateWordGroups: Readonly<Record<string, WordGroup>> = {
  troubleshooting: { namespaces: ['troubleshooting'], kinds: ['troubleshooting'] },
  forms: { namespaces: ['forms'], kinds: ['form'], behindLogin: true },
  login: { namespaces: ['login'], kinds: ['login'] },
  // the other public pages' own words (sign-up, info centre, contact, error page), which the landing page
  // never shows (its first screen's bytes): a route waits for them by its kind or by its own texts
  pages: { namespaces: ['signUp', 'infoCentre', 'contact', 'error'], kinds: ['view', 'error'] },
  // what only a logged-in user meets: the banner of a phone clock far off (the login says it too) and
  // the question before logging out in the middle of a job
  loggedIn: { namespaces: ['clock', 'logoutConfirm'], kinds: ['login'], behindLogin: true },
};

export interface WordGroup {
  namespaces: readonly string[];
  /** screen kinds that wait for the group */
  kinds: readonly string[];
  /** every route behind a login waits for it too */
  behindLogin?: boolean;
}
