// @vitest-environment node
// Accounts as a careful service keeps them: the reset-token life cycle, answers that do not tell
// which e-mails have accounts, login throttling, the password policy and hashing off the event loop.
import { describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { startSimulator } from '../../simulator/serve';
import { ask, loginToken, startSim } from './helpers';
import { postJson } from '../support/httpSimulator.ts';

const RESET = '/v2/auth/commissioner/reset-password';
const FORGOT = '/v2/auth/commissioner/forget-password';
const LOGIN = '/v2/auth/commissioner/login';
const REGISTER = '/v2/auth/commissioner/register';

type Sim = ReturnType<typeof createSimulator>;
async function resetMail(sim: Sim, email = 'installer@example.com', headers: Record<string, string> = {}) {
  const res = await sim.app.request(FORGOT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(200);
  return sim.state.model.accounts.mailbox.at(-1)!;
}

describe('the reset-token life cycle', () => {
  it('a token works once', async () => {
    const sim = createSimulator();
    const { token } = await resetMail(sim);
    expect((await ask(sim.app, 'POST', RESET, { body: { token, password: 'first-new-one' } })).status).toBe(200);
    expect((await ask(sim.app, 'POST', RESET, { body: { token, password: 'second-new-one' } })).status).toBe(400);
    await expect(loginToken(sim.app, 'installer@example.com', 'first-new-one')).resolves.toBeTruthy();
  });

  it('a token expires after one hour', async () => {
    const sim = createSimulator();
    const accounts = sim.state.model.accounts;
    const start = Date.now();
    accounts.now = () => start;
    const { token } = await resetMail(sim);
    accounts.now = () => start + 60 * 60_000 + 1;
    const r = await ask(sim.app, 'POST', RESET, { body: { token, password: 'too-late-now' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('This reset link is invalid, has expired or has already been used');
    await expect(loginToken(sim.app)).resolves.toBeTruthy(); // the old password still works
  });

  it('a newer token replaces the older one', async () => {
    const sim = createSimulator();
    const older = (await resetMail(sim)).token;
    const newer = (await resetMail(sim)).token;
    expect(newer).not.toBe(older);
    expect((await ask(sim.app, 'POST', RESET, { body: { token: older, password: 'from-the-old-mail' } })).status).toBe(
      400,
    );
    expect((await ask(sim.app, 'POST', RESET, { body: { token: newer, password: 'from-the-new-mail' } })).status).toBe(
      200,
    );
  });

  it('a reset ends every session that began before it', async () => {
    const sim = createSimulator();
    const before = await loginToken(sim.app);
    expect((await ask(sim.app, 'GET', '/v2/view-fleet/fleets', { token: before })).status).toBe(200);
    const { token } = await resetMail(sim);
    await ask(sim.app, 'POST', RESET, { body: { token, password: 'a-fresh-start' } });
    expect((await ask(sim.app, 'GET', '/v2/view-fleet/fleets', { token: before })).status).toBe(401);
    const after = await loginToken(sim.app, 'installer@example.com', 'a-fresh-start');
    expect((await ask(sim.app, 'GET', '/v2/view-fleet/fleets', { token: after })).status).toBe(200);
  });

  it('the link points at the configured app origin, whatever Origin and Host the request names', async () => {
    const sim = createSimulator({ appOrigin: 'https://app.example.com' });
    const mail = await resetMail(sim, 'installer@example.com', {
      Origin: 'https://evil.example',
      Host: 'evil.example',
    });
    expect(mail.link).toBe(`https://app.example.com/reset-password/${mail.token}`);
  });

  it('without configuration the link points at the server itself, from its listening address', async () => {
    const s = await startSim();
    try {
      await fetch(`${s.url}${FORGOT}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
        body: JSON.stringify({ email: 'installer@example.com' }),
      });
      expect(s.sim.state.model.accounts.mailbox.at(-1)?.link).toMatch(
        new RegExp(`^${s.url}/reset-password/[0-9a-f]{64}$`),
      );
    } finally {
      await s.close();
    }
  });
});

describe('answers that do not tell who has an account', () => {
  it('forgot password answers the same for an existing and an unknown e-mail, and mails only the account', async () => {
    const sim = createSimulator();
    const known = await ask(sim.app, 'POST', FORGOT, { body: { email: 'installer@example.com' } });
    const unknown = await ask(sim.app, 'POST', FORGOT, { body: { email: 'nobody@example.com' } });
    expect(unknown).toEqual(known);
    expect(known).toEqual({ status: 200, body: { message: 'email sent' } });
    expect(sim.state.model.accounts.mailbox.map((m) => m.to)).toEqual(['installer@example.com']);
  });

  it('sign-up answers the same for a taken e-mail, keeps the account as it was and tells its owner', async () => {
    const sim = createSimulator();
    const form = (email: string) => ({
      name: 'Eve',
      company: 'X',
      licenseNumber: 'L',
      trainingCert: 'ABCD-1234',
      email,
      password: 'eves-password',
      passwordConfirm: 'eves-password',
    });
    const fresh = await ask(sim.app, 'POST', REGISTER, { body: form('fresh@example.com') });
    const taken = await ask(sim.app, 'POST', REGISTER, { body: form('installer@example.com') });
    expect(taken).toEqual(fresh);
    expect(taken).toEqual({ status: 200, body: { message: 'please click the verification link in your email box' } });
    await expect(loginToken(sim.app)).resolves.toBeTruthy();
    await expect(loginToken(sim.app, 'installer@example.com', 'eves-password')).rejects.toThrow();
    expect(sim.state.model.accounts.mailbox.at(-1)).toMatchObject({
      to: 'installer@example.com',
      subject: 'Someone tried to sign up with your email address',
    });
  });
});

describe('login throttling', () => {
  it('after five failures an account answers 429 with Retry-After, even to the right password', async () => {
    const sim = createSimulator();
    for (let i = 0; i < 5; i++)
      expect(
        (await ask(sim.app, 'POST', LOGIN, { body: { email: 'installer@example.com', password: `guess-${i}` } }))
          .status,
      ).toBe(400);
    const res = await sim.app.request(LOGIN, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'INSTALLER@example.com', password: 'solshare-demo' }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    expect((await res.json()).message).toMatch(/^Too many failed logins/);
    await expect(loginToken(sim.app, 'provider@example.com')).resolves.toBeTruthy(); // another account is not affected
  });

  it('the lock ends with its window', async () => {
    // only the clock is faked: a slow machine's password hashing must not end the window early
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const sim = createSimulator({ throttle: { perAccount: 2, perAddress: 100, windowMs: 60_000 } });
      for (let i = 0; i < 2; i++)
        await ask(sim.app, 'POST', LOGIN, { body: { email: 'installer@example.com', password: 'wrong-one' } });
      expect(
        (await ask(sim.app, 'POST', LOGIN, { body: { email: 'installer@example.com', password: 'solshare-demo' } }))
          .status,
      ).toBe(429);
      vi.setSystemTime(Date.now() + 61_000);
      await expect(loginToken(sim.app)).resolves.toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('failures from one address across many e-mails lock that address', async () => {
    const s = await startSimulator({ quiet: true, throttle: { perAccount: 5, perAddress: 8, windowMs: 60_000 } });
    const post = (email: string, password: string) => postJson(`${s.url}${LOGIN}`, { email, password });
    try {
      for (let i = 0; i < 8; i++) expect((await post(`spray${i}@example.com`, 'password-1')).status).toBe(400);
      const locked = await post('installer@example.com', 'solshare-demo');
      expect(locked.status).toBe(429);
      expect(locked.headers.get('Retry-After')).toMatch(/^\d+$/);
    } finally {
      await s.close();
    }
  });
});

describe('the password policy (NIST SP 800-63B, NewPassword in openapi.yaml)', () => {
  const sim = createSimulator();
  const register = (password: string, email = `p${Math.random()}@example.com`) =>
    ask(sim.app, 'POST', REGISTER, {
      body: {
        name: 'P',
        company: 'C',
        licenseNumber: 'L',
        trainingCert: 'ABCD-1234',
        email,
        password,
        passwordConfirm: password,
      },
    });
  const refusal =
    'Invalid request: the password must have 8 to 128 characters and must not be a commonly used password';

  it.each([
    ['7 characters', 'abcdefg'],
    ['129 characters', 'x'.repeat(129)],
    ['a common password', 'password1'],
    ['the demo password', 'solshare-demo'],
  ])('refuses %s', async (_what, password) => {
    expect(await register(password)).toEqual({ status: 400, body: { message: refusal } });
  });

  it.each([
    ['8 characters', 'abcdefgh'],
    ['128 characters with spaces and symbols', `${'a b-'.repeat(31)}äöü€`],
  ])('accepts %s', async (_what, password) => {
    expect((await register(password)).status).toBe(200);
  });

  it('a reset to a weak password is refused and the link stays usable', async () => {
    const s = createSimulator();
    const { token } = await resetMail(s);
    expect((await ask(s.app, 'POST', RESET, { body: { token, password: 'short' } })).body.message).toBe(refusal);
    expect((await ask(s.app, 'POST', RESET, { body: { token, password: 'long-enough-now' } })).status).toBe(200);
  });
});

describe('password hashing does not block other requests', () => {
  it('a request sent behind eight logins is answered before the logins finish', async () => {
    const s = await startSim();
    try {
      const done: string[] = [];
      const body = JSON.stringify({ email: 'installer@example.com', password: 'solshare-demo' });
      const logins = Array.from({ length: 8 }, () =>
        fetch(`${s.url}${LOGIN}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }).then(() =>
          done.push('login'),
        ),
      );
      await new Promise((r) => setTimeout(r, 30)); // the server has begun hashing
      const other = fetch(`${s.url}/ip/primary`).then(() => done.push('other'));
      await Promise.all([...logins, other]);
      expect(done.indexOf('other')).toBeLessThan(4);
    } finally {
      await s.close();
    }
  });
});
