// Accounts: register, login, forgot and reset password (K-02..K-05, B-03..B-13).
import { Hono, type Context } from 'hono';
import type { components } from '../../src/api/schema';
import type { SimContext, SimEnv } from '../env';

type S = components['schemas'];
// Links in mails point at the app the user came from (the Vite dev server in development).
const originOf = (c: Context) => c.req.header('Origin') ?? new URL(c.req.url).origin;

export function authRoutes(ctx: SimContext): Hono<SimEnv> {
  const r = new Hono<SimEnv>();
  const accounts = () => ctx.model.accounts;

  r.post('/v2/auth/commissioner/register', (c) => {
    const problem = accounts().register(c.get('body') as S['RegisterRequest'], originOf(c));
    if (problem === "Two inputs don't match!") return c.json({ message: problem }, 400);
    if (problem) return c.json({ message: problem }, 409);
    return c.json({ message: 'please click the verification link in your email box' });
  });

  r.post('/v2/auth/commissioner/login', async (c) => {
    const { email, password } = c.get('body') as S['LoginRequest'];
    const token = await accounts().login(email, password);
    // 400, not 401: a wrong password is not an expired session (B-06 would log the user out).
    if (!token) return c.json({ message: 'Incorrect email or password' }, 400);
    return c.json({ token } satisfies S['LoginResponse']);
  });

  r.post('/v2/auth/commissioner/forget-password', (c) => {
    const { email } = c.get('body') as S['ForgetPasswordRequest'];
    if (!accounts().forgetPassword(email, originOf(c))) return c.json({ message: 'No account with this email address' }, 404);
    return c.json({ message: 'email sent' });
  });

  r.post('/v2/auth/commissioner/reset-password', (c) => {
    const { password, token } = c.get('body') as S['ResetPasswordRequest'];
    if (!accounts().resetPassword(token, password)) return c.json({ message: 'This reset link is invalid or has already been used' }, 400);
    return c.json({ message: 'password reset successfully' });
  });

  return r;
}
