// @vitest-environment jsdom -- this file needs the page: its storage, its events or its document
// A phone clock hours off must not log the user out: logged in is judged by the server's time, taken
// from the login token's iat (B-05 with the server's "now"), and the offset is kept for /login to say so.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { unsignedJwt } from '../support/tokens.ts';

const HOUR = 3600_000;
const SERVER_NOW = 1_900_000_000_000; // ms
const token = unsignedJwt({
  iat: SERVER_NOW / 1000,
  exp: SERVER_NOW / 1000 + 12 * 3600,
  email: 'a@b.co',
  role: ['Commissioner'],
});

describe('clock skew', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('a phone 13 hours fast is logged in with a fresh 12-hour token', async () => {
    const { signIn, isLoggedIn, isExpired } = await import('../../src/state/session.ts');
    const phone = SERVER_NOW + 13 * HOUR;
    signIn(token, phone);
    expect(isLoggedIn(phone)).toBe(true);
    expect(isExpired(phone)).toBe(false);
    expect(isLoggedIn(phone + 11 * HOUR)).toBe(true);
    expect(isLoggedIn(phone + 12 * HOUR)).toBe(false); // the token still ends when the server says
  });

  it('a phone 13 hours slow is logged out when the token ends by the server’s clock', async () => {
    const { signIn, isLoggedIn } = await import('../../src/state/session.ts');
    const phone = SERVER_NOW - 13 * HOUR;
    signIn(token, phone);
    expect(isLoggedIn(phone + 11 * HOUR)).toBe(true);
    expect(isLoggedIn(phone + 12 * HOUR)).toBe(false);
  });

  it('says how far the clock is off, and nothing for a second or two of round trip', async () => {
    const { signIn, clockOff } = await import('../../src/state/session.ts');
    signIn(token, SERVER_NOW + 13 * HOUR);
    expect(clockOff()).toBe(13 * HOUR);
    signIn(token, SERVER_NOW - 2 * HOUR);
    expect(clockOff()).toBe(-2 * HOUR);
    signIn(token, SERVER_NOW + 1500);
    expect(clockOff()).toBe(0);
  });

  it('keeps the offset over a reload and a logout: the phone’s clock is still off', async () => {
    const first = await import('../../src/state/session.ts');
    first.signIn(token, SERVER_NOW + 13 * HOUR);
    first.signOut();
    await new Promise((r) => setTimeout(r, 0));
    vi.resetModules();
    const second = await import('../../src/state/session.ts');
    expect(second.clockOff()).toBe(13 * HOUR);
  });

  it('trusts the phone’s clock for a token without iat', async () => {
    const { signIn, clockOff, isLoggedIn } = await import('../../src/state/session.ts');
    const phone = SERVER_NOW;
    signIn(unsignedJwt({ exp: SERVER_NOW / 1000 + 3600 }), phone);
    expect(clockOff()).toBe(0);
    expect(isLoggedIn(phone + 2 * HOUR)).toBe(false);
  });
});
