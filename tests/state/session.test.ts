// @vitest-environment jsdom -- this file needs the page: its storage, its events or its document
// Login state (B-05, B-06, Y.16e): logged in only while now < exp; the token's roles decide by inclusion.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { unsignedJwt } from '../support/tokens.ts';

describe('session', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('is logged out with no token', async () => {
    const { isLoggedIn } = await import('../../src/state/session.ts');
    expect(isLoggedIn()).toBe(false);
  });

  it('is logged in while now is before exp, and not at or after exp', async () => {
    const { signIn, isLoggedIn, isExpired } = await import('../../src/state/session.ts');
    const exp = 2_000_000_000;
    signIn(unsignedJwt({ exp, email: 'a@b.co', role: ['Commissioner'] }));
    expect(isLoggedIn(exp * 1000 - 1)).toBe(true);
    expect(isLoggedIn(exp * 1000)).toBe(false); // "before its expiry" is strict
    expect(isExpired(exp * 1000 + 1000)).toBe(true);
  });

  it('decodes email and roles from the token, keeping both roles when a user holds both', async () => {
    const { signIn, session, hasRole } = await import('../../src/state/session.ts');
    signIn(unsignedJwt({ exp: 2_000_000_000, email: 'both@example.com', role: ['Provider', 'Commissioner'] }));
    expect(session.email).toBe('both@example.com');
    expect(hasRole('Commissioner')).toBe(true);
    expect(hasRole('Provider')).toBe(true);
  });

  it('refuses a token without an expiry', async () => {
    const { signIn } = await import('../../src/state/session.ts');
    expect(() => signIn(unsignedJwt({ email: 'a@b.co' }))).toThrow('The login token has no expiry.');
  });

  it('logout clears the token and the email (A-05)', async () => {
    const { signIn, signOut, session } = await import('../../src/state/session.ts');
    signIn(unsignedJwt({ exp: 2_000_000_000, email: 'a@b.co', role: ['Commissioner'] }));
    signOut();
    expect(session.token).toBeNull();
    expect(session.email).toBeNull();
  });

  it('survives a reload: a new module instance reads the saved session', async () => {
    const first = await import('../../src/state/session.ts');
    first.signIn(unsignedJwt({ exp: 2_000_000_000, email: 'keep@example.com', role: ['Commissioner'] }));
    await Promise.resolve(); // valtio saves on the next tick
    await new Promise((r) => setTimeout(r, 0));
    vi.resetModules();
    const second = await import('../../src/state/session.ts');
    expect(second.session.email).toBe('keep@example.com');
    expect(second.isLoggedIn(1_000_000_000_000)).toBe(true);
  });
});
