// Accounts: register, login, forgot and reset password (K-02..K-05, B-03..B-13), answered so that
// they do not tell which e-mails have accounts, with failed logins throttled (429, Retry-After).
import { Hono } from 'hono';
import type { components } from '../../src/api/schema';
import { REGISTERED } from '../accounts';
import { peerAddress } from '../controlGuard';
import { fleetCounts } from '../fleetPages';
import { LARGE_FLEET_OWNER } from '../fleetSeed';
import type { SimContext, SimEnv } from '../env';
import { PASSWORD_POLICY_MESSAGE } from '../passwords';
import type { LoginThrottle } from '../throttle';

type S = components['schemas'];

export function authRoutes(ctx: SimContext, throttle: LoginThrottle): Hono<SimEnv> {
  const r = new Hono<SimEnv>();
  const accounts = () => ctx.model.accounts;

  r.post('/v2/auth/commissioner/register', async (c) => {
    const problem = await accounts().register(c.get('body') as S['RegisterRequest']);
    if (problem) return c.json({ message: problem }, 400);
    return c.json({ message: REGISTERED });
  });

  r.post('/v2/auth/commissioner/login', async (c) => {
    const { email, password } = c.get('body') as S['LoginRequest'];
    const account = email.trim().toLowerCase();
    const address = peerAddress(c) ?? 'local';
    const wait = throttle.retryAfter(account, address);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ message: `Too many failed logins. Try again in ${Math.ceil(wait / 60)} minutes.` }, 429);
    }
    const token = await accounts().login(email, password);
    if (!token) {
      throttle.failed(account, address);
      // 400, not 401: a wrong password is not an expired session (B-06 would log the user out).
      return c.json({ message: 'Incorrect email or password' }, 400);
    }
    throttle.succeeded(account);
    // a provider at scale: seed and index the 50,000 sites while the app opens its home screen,
    // not when the fleet list asks for its first page
    if (account === LARGE_FLEET_OWNER) setTimeout(() => fleetCounts(ctx.model, account, ''), 0);
    return c.json({ token } satisfies S['LoginResponse']);
  });

  // B-08: the same answer whether or not the account exists
  r.post('/v2/auth/commissioner/forget-password', (c) => {
    accounts().forgetPassword((c.get('body') as S['ForgetPasswordRequest']).email);
    return c.json({ message: 'email sent' });
  });

  r.post('/v2/auth/commissioner/reset-password', async (c) => {
    const { password, token } = c.get('body') as S['ResetPasswordRequest'];
    const problem = await accounts().resetPassword(token, password);
    if (problem === 'invalid')
      return c.json({ message: 'This reset link is invalid, has expired or has already been used' }, 400);
    if (problem === 'policy') return c.json({ message: PASSWORD_POLICY_MESSAGE }, 400);
    return c.json({ message: 'password reset successfully' });
  });

  return r;
}
