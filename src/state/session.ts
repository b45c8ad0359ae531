// Who is logged in. The token is decoded for exp, email and role (B-04, B-16); logged in only while
// now < exp (B-05); expiry or any 401 clears the token (B-06).
import { jwtDecode } from 'jwt-decode';
import { isRecord, persistedStore } from './persist.ts';

export type Role = 'Commissioner' | 'Provider';

export interface Session {
  token: string | null;
  email: string | null;
  exp: number | null; // seconds since the epoch, as in the JWT
  roles: Role[];
  country: string; // from IP location (B-14), '' until located; config.json defaultCountry stands in (N-07)
}

const empty = (): Session => ({ token: null, email: null, exp: null, roles: [], country: '' });

const isSession = (v: unknown): v is Session =>
  isRecord(v) && (v.token === null || typeof v.token === 'string') && Array.isArray(v.roles) && typeof v.country === 'string';

export const session = persistedStore('session', 1, empty, isSession);

export function isLoggedIn(now: number = Date.now()): boolean {
  return session.token !== null && session.exp !== null && now < session.exp * 1000;
}

/** True when a token is present but past its expiry (B-06): the caller clears it and goes to /login. */
export function isExpired(now: number = Date.now()): boolean {
  return session.token !== null && !isLoggedIn(now);
}

export function hasRole(role: Role): boolean {
  return session.roles.includes(role); // B-07: by inclusion, a user may hold both
}

/** Stores a token from the login response; throws when it is not a JWT with exp. */
export function signIn(token: string): void {
  const claims = jwtDecode<{ exp?: number; email?: string; role?: unknown }>(token);
  if (typeof claims.exp !== 'number') throw new Error('The login token has no expiry.');
  const roles = Array.isArray(claims.role) ? claims.role : typeof claims.role === 'string' ? [claims.role] : [];
  Object.assign(session, {
    token,
    exp: claims.exp,
    email: claims.email ?? null,
    roles: roles.filter((r): r is Role => r === 'Commissioner' || r === 'Provider'),
  });
}

/** logout clears the email and the token. The user's country is kept: it is not personal. */
export function signOut(): void {
  Object.assign(session, { token: null, email: null, exp: null, roles: [] });
}
