// Login tokens for tests of what the app does with a token it holds (session state, expiry, roles).
// The app only decodes a token, never checks its signature (the server does), so an unsigned one
// with the claims a test needs is enough. Tests of logging in use the simulator's real tokens.
import { session } from '../../src/state/session.ts';

/** An unsigned JWT carrying `claims`. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.unsigned`;
}

/** The claims of a token valid for `seconds` from now (an hour unless told). */
export const validFor = (claims: Record<string, unknown>, seconds = 3600) => ({
  exp: Math.floor(Date.now() / 1000) + seconds,
  ...claims,
});

/**
 * A phone logged in as `email` with `roles` (in AU, until 2096), for screens drawn on stubbed calls: the
 * token is never checked by a server. Tests on the simulator log in for real (simulatorClient).
 */
export function pretendLoggedIn(email = 'i@example.com', roles: string[] = ['Commissioner']): void {
  Object.assign(session, { token: 'x.y.z', email, exp: 4_000_000_000, roles, country: 'AU' });
}
