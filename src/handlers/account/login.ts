// B-02…B-04, B-08: logging in and asking for a password-reset e-mail.
import i18next from 'i18next';
import { locateUser } from '../../api/locateUser.ts';
import { session, signIn } from '../../state/session.ts';
import { failed, type Handler } from '../types.ts';
import { fetchFleet } from './fleet.ts';

interface Credentials {
  email?: unknown;
  password?: unknown;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * POST login with the trimmed email (B-02, B-03), store the token (B-04), then start fetching the
 * fleet (K-16) and the user's country (B-14) without waiting: neither may keep the user from landing
 * on /welcome (Z-27), and their failures are only logged.
 */
export const login: Handler<'loggedIn'> = async ({ api, config, input }) => {
  const { email, password } = (input ?? {}) as Credentials;
  const body = { email: text(email).trim(), password: text(password) };
  const result = await api.login(body);
  if (!result.ok) return failed(result.message); // J-13: e.g. the server's "wrong password" text
  try {
    signIn(result.data.token);
  } catch (e) {
    console.error('Login token rejected:', e);
    return failed(i18next.t('login.badToken'));
  }
  if (session.email === null) session.email = body.email;
  void fetchFleet(api).then((r) => {
    if (!r.ok) console.warn('Fleet after login failed:', r.message);
  });
  void locateUser(config.ipLocationUrls, { fallback: config.defaultCountry }).then((country) => {
    session.country = country;
  });
  return { kind: 'loggedIn' };
};

/** B-08, K-04: the modal shows `email sent` or `email send failed`; a failure is logged with its reason. */
export const forgetPassword: Handler<'sent' | 'notSent'> = async ({ api, input }) => {
  const email = text((input as Credentials | undefined)?.email).trim();
  const result = await api.forgetPassword({ email });
  if (result.ok) return { kind: 'sent' };
  console.warn('Forget password failed:', result.message);
  return { kind: 'notSent' };
};
