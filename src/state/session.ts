// Who is logged in. The token is decoded for exp, email and role (B-04, B-16); logged in only while
// now < exp (B-05); expiry or any 401 clears the token (B-06). "Now" is the server's time: a phone
// whose clock is hours off would otherwise see a fresh token as expired and bounce back to /login.
import { jwtDecode } from 'jwt-decode';
import { persistedStore } from './persist.ts';
import { CLOCK_OFF_MS, sessionShape, type Claims, type Role, type Session } from './storedShapes.ts';
import { clockOffBy, serverTime, sessionLive, STORES } from './storedRules.ts';

export { CLOCK_OFF_MS, type Role, type Session };

const empty = (): Session => ({ token: null, email: null, exp: null, roles: [], country: '', clockOffsetMs: 0 });

export const session = persistedStore(STORES.session.name, STORES.session.version, empty, sessionShape);

/** The server's time now, in ms: the phone's clock corrected by the offset measured at login. */
export function serverNow(now: number = Date.now()): number {
  return serverTime(session, now);
}

export function isLoggedIn(now: number = Date.now()): boolean {
  return sessionLive(session, now);
}

/** True when a token is present but past its expiry (B-06): the caller clears it and goes to /login. */
export function isExpired(now: number = Date.now()): boolean {
  return session.token !== null && !isLoggedIn(now);
}

export function hasRole(role: Role): boolean {
  return session.roles.includes(role); // B-07: by inclusion, a user may hold both
}

/** How far the phone's clock is off the server's, in ms (positive: the phone is ahead), or 0 when close enough. */
export function clockOff(): number {
  return clockOffBy(session);
}

/**
 * Stores a token from the login response; throws when it is not a JWT with exp. The token's iat is
 * the server's time of the login (give or take the round trip), so iat minus the phone's time now is
 * how far the phone's clock is off; a token without iat leaves the phone's clock trusted.
 */
export function signIn(token: string, now: number = Date.now()): void {
  const claims = jwtDecode<Claims>(token);
  if (typeof claims.exp !== 'number') throw new Error('The login token has no expiry.');
  const roles = Array.isArray(claims.role) ? claims.role : typeof claims.role === 'string' ? [claims.role] : [];
  const offset = typeof claims.iat === 'number' && Number.isFinite(claims.iat) ? claims.iat * 1000 - now : 0;
  Object.assign(session, {
    token,
    exp: claims.exp,
    email: typeof claims.email === 'string' ? claims.email : null,
    roles: roles.filter((r): r is Role => r === 'Commissioner' || r === 'Provider'),
    // iat has whole seconds and the answer takes time to arrive: a second or two off is no skew
    clockOffsetMs: Math.abs(offset) < 5_000 ? 0 : offset,
  });
}

/** logout clears the email and the token. The user's country and the phone's clock offset are kept: neither is personal. */
export function signOut(): void {
  Object.assign(session, { token: null, email: null, exp: null, roles: [] });
}
