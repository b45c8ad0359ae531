// What the app's stores decide from what is stored, as pure functions over the stored values: the
// stores (session.ts, job.ts, project.ts, formDrafts.ts, persist.ts) and the frame boot script
// (src/boot/storedFrame.ts), which decides before the app loads whether a route behind a login may
// show, import them from here, so the frame shows exactly when the app's first render would.
// No side effects and no store: importing this reads nothing.
import { CLOCK_OFF_MS, normalEmail, type Session } from './storedShapes.ts';

export function storageKey(name: string, version: number): string {
  return `solshare.${name}.v${version}`;
}

/** The stores a route behind a login is decided by: each one's name and version in storage. */
export const STORES = {
  session: { name: 'session', version: 1 },
  job: { name: 'job', version: 1 },
  project: { name: 'project', version: 1 },
  formDrafts: { name: 'formDrafts', version: 2 }, // v2: keys carry the serial (v1 drafts had none and are discarded)
} as const;

type Clock = Pick<Session, 'clockOffsetMs'>;

/** The server's time at the phone's `now`, in ms: the phone's clock corrected by the offset measured at login. */
export const serverTime = (session: Clock, now: number): number => now + (session.clockOffsetMs ?? 0);

/** Logged in: a token, and the server's time is before its expiry (B-05). */
export const sessionLive = (session: Pick<Session, 'token' | 'exp' | 'clockOffsetMs'>, now: number): boolean =>
  session.token !== null && session.exp !== null && serverTime(session, now) < session.exp * 1000;

/** How far the phone's clock is off the server's, in ms (positive: the phone is ahead), or 0 when close enough. */
export function clockOffBy(session: Clock): number {
  const off = -(session.clockOffsetMs ?? 0);
  return Math.abs(off) >= CLOCK_OFF_MS ? off : 0;
}

/** The job on the phone was left by another user than `email`: the app clears it when that user starts (claimJob). */
export const jobOfAnother = (owner: string | null, email: string | null): boolean =>
  owner !== null && owner !== normalEmail(email);

/** The project names the site's address (the address guard). */
export const addressGiven = (project: { address: { address: string } }): boolean =>
  project.address.address.trim() !== '';

/** The key of a step's draft in the job of unit `serial`: "3P_35A_0401|allocation:/commission/unequal-allocation/1". */
export const draftKey = (serial: string, step: string): string => `${serial}|${step}`;

/** The draft name of a form on a route: formStep('siteAddress', '/edit-building-address'). */
export const formStep = (form: string, path: string): string => `${form}:${path}`;
