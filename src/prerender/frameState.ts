// The placeholder user a route behind a login is drawn for at build time (src/prerender/renderRoute.tsx):
// logged in as a Commissioner, with a unit and an address, so the route's guards let its screen draw.
// None of it may show in the frame (tests/prerender/hydration.test.tsx looks): the frame is what every
// such user sees before their own values are filled in.

export const FRAME_EMAIL = 'frame@prerender.invalid';
export const FRAME_SERIAL = '3P_35A_FRAME';
export const FRAME_ADDRESS = 'Frame Street 1';

const base64url = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');

/** An unsigned token that never expires, for the build's own render only (it never leaves the build). */
export function frameToken(): string {
  const claims = { email: FRAME_EMAIL, role: ['Commissioner'], exp: 4_102_444_800 }; // 1 Jan 2100
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}
