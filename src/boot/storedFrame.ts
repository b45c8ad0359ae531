// Before the first paint of a route behind a login drawn from HTML (src/boot/frameBoot.ts): may the
// frame show, and with which values? The same decision the app's first render makes from the same
// storage, read without loading the app's stores: each stored value is checked against the shape its
// store checks it with (src/state/storedShapes.ts), and what a store would discard counts as absent.
// The frame shows only when the app would show this route's form at once: a session whose token is
// a JWT with the stored expiry and has not expired by the server's clock, a clock not so far off that
// the app adds its banner, the route's role, and the route's unit and address in a job that belongs to
// the session's user (another user's job is cleared by the app at start: src/state/job.ts claimJob).
// The values are the project's and this unit's draft of this route, as src/screens/core/form/LoadedForm.tsx
// starts from them; a second user on the phone never gets the first one's.
import type { Shape } from '../state/shape.ts';
import {
  CLOCK_OFF_MS,
  draftsShape,
  jobOwnerShape,
  normalEmail,
  projectShape,
  sessionShape,
} from '../state/storedShapes.ts';
import { FRAME_FORMS, type FormValues } from './frameForms.ts';

// the stores' storage keys (src/state/persist.ts storageKey; tests/boot/storedFrame.test.ts checks them against the stores)
export const STORED_KEYS = {
  session: 'solshare.session.v1',
  job: 'solshare.job.v1',
  project: 'solshare.project.v1',
  formDrafts: 'solshare.formDrafts.v2',
} as const;

type Read = (key: string) => string | null;

/** the stored value when it is JSON of the store's shape, else undefined (as the store would discard it) */
function stored<T>(read: Read, key: string, shape: Shape<T>): T | undefined {
  const raw = read(key);
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return shape(value, '') === undefined ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

/** What the frame of `path` shows for what is stored, field by field, or null when it must not show. */
export function storedFrameTexts(
  path: string,
  read: Read,
  decimalSeparator: string,
  now: number = Date.now(),
): Record<string, string> | null {
  const frame = FRAME_FORMS[path];
  if (!frame) return null;
  const values = storedFrameValues(path, read, now);
  return values ? frame.texts(values, decimalSeparator) : null;
}

/** The form values the app's first render of `path` starts from, or null when it would not show the form. */
export function storedFrameValues(path: string, read: Read, now: number = Date.now()): FormValues | null {
  const frame = FRAME_FORMS[path];
  const session = stored(read, STORED_KEYS.session, sessionShape);
  if (!frame || !session?.token || session.exp === null) return null;
  const offset = session.clockOffsetMs ?? 0;
  if (now + offset >= session.exp * 1000) return null; // expired by the server's clock: the app asks for a login
  if (Math.abs(offset) >= CLOCK_OFF_MS) return null; // the app shows its clock banner above the screen
  if (frame.role && !session.roles.includes(frame.role)) return null;
  const job = stored(read, STORED_KEYS.job, jobOwnerShape);
  // the app clears a job another user left (claimJobAtStart); the route then has no unit
  if (session.email !== null && job && job.email !== null && job.email !== normalEmail(session.email)) return null;
  const project = stored(read, STORED_KEYS.project, projectShape);
  if (frame.requires.includes('serial') && !project?.serialNumber) return null;
  if (frame.requires.includes('address') && !project?.address.address.trim()) return null;
  if (frame.requires.includes('runPassed') || !project) return null; // no frame route needs a passed run
  const drafts = stored(read, STORED_KEYS.formDrafts, draftsShape) ?? {};
  const draft = drafts[`${project.serialNumber}|${frame.form}:${path}`];
  return JSON.parse(JSON.stringify({ ...frame.start(project), ...draft })) as FormValues;
}
