// Screen kinds of the account area and the outcomes each can emit (pure data). These screens act
// through their step's `run` handler and buttons, so they emit no outcomes of their own.
export const accountScreenOutcomes = {
  login: [], // /login: email + password, link to sign-up, forgot-password modal (B-01, B-02, B-08)
  sites: [], // /my-sites: the fleet; choosing a site runs the step's handler (C-09, C-10)
} as const satisfies Record<string, readonly string[]>;
