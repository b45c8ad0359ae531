// B-02…B-04, B-08: logging in and asking for a password-reset e-mail.
import { locateUser } from '../../api/locateUser.ts';
import { claimJob } from '../../state/job.ts';
import { session, signIn } from '../../state/session.ts';
import { failedCall, failedKey } from '../types.ts';
import { handler } from '../define.ts';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * POST login with the trimmed email (B-02, B-03), store the token (B-04), then start finding the
 * user's country (B-14) without waiting: it may not keep the user from landing on /welcome (Z-27),
 * and its failure is only logged. The fleet is not fetched here: the screens that show it ask for
 * what they show (50,000 sites were 12 MB at every login).
 */
export const logIn = handler({ input: 'credentials', outcomes: ['loggedIn'] }, async ({ api, config, input }) => {
  const { email, password } = input ?? { email: '', password: '' };
  const body = { email: text(email).trim(), password: text(password) };
  const result = await api.login(body);
  // J-13: a refusal in the server's own words (e.g. "Incorrect email or password"); a 429 as too many tries
  // a 401 here is the login refused (wrong password), not a session that ended
  if (!result.ok) return failedCall(result.kind === 'sessionEnded' ? { ...result, kind: 'refused' } : result, 'login');
  try {
    signIn(result.data.token);
  } catch (e) {
    console.error('Login token rejected:', e);
    return failedKey('login.badToken');
  }
  if (session.email === null) session.email = body.email;
  claimJob(session.email); // another user's job is dropped; the same user's is kept to go on with
  void locateUser(config.ipLocationUrls, { fallback: config.defaultCountry }).then((country) => {
    session.country = country;
  });
  return { kind: 'loggedIn' };
});

// B-08: `email sent`; a failure says `email send failed` and why
/**
 * B-08, K-04: the modal shows `email sent`, or `email send failed` followed by why (the failure's
 * class, in the modal's words) and what to do; the reason is logged too.
 */
export const requestPasswordReset = handler({ input: 'email', outcomes: ['sent'] }, async ({ api, input }) => {
  const email = text(input?.email).trim();
  const result = await api.forgetPassword({ email });
  if (result.ok) return { kind: 'sent' };
  console.warn('Forget password failed:', result.message);
  return failedCall(result, 'forgot');
});
