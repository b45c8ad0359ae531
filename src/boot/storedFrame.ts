// Before the first paint of a route behind a login drawn from HTML (src/boot/frameBoot.ts): may the
// frame show, and with which values? The same decision the app's first render makes from the same
// storage, by the app's own rules, without loading the app's stores: each stored value is checked
// against the shape its store checks it with (src/state/storedShapes.ts), what a store would discard
// counts as absent, and the session, the job's owner, the storage keys and the draft's key are judged
// by the functions the stores use (src/state/storedRules.ts). The route's guards and role, as its
// flow declares them, are in the frame's HTML (src/prerender/routeDocument.ts) and go through the
// app's guard check (src/engine/guards.ts). The frame shows only when the app would show this route's
// form at once: logged in by the server's clock, a clock not so far off that the app adds its banner,
// no redirect, and a job that is not another user's (the app clears that one at start: claimJob).
// The values are the project's and this unit's draft of this route, as the form in src/screens/core/FormScreen.tsx
// starts from them; a second user on the phone never gets the first one's.
import { checkGuards } from '../engine/guards.ts';
import type { Guard, Role } from '../engine/types.ts';
import type { Shape } from '../state/shape.ts';
import {
  addressGiven,
  clockOffBy,
  draftKey,
  formStep,
  jobOfAnother,
  sessionLive,
  storageKey,
  STORES,
} from '../state/storedRules.ts';
import { draftsShape, emptyProject, jobOwnerShape, projectShape, sessionShape } from '../state/storedShapes.ts';
import { frameForm, frameTexts, type FormValues } from './frameForms.ts';
import { formStart } from '../forms/formStarts.ts';

type Read = (key: string) => string | null;

/** The route's guards, role and form, as the frame's HTML carries them from its flow. */
export interface FrameRoute {
  requires: Guard[];
  role?: Role;
  form?: string;
}

// only whether the route redirects matters here, not where to
const ANYWHERE = { login: '-', serial: '-', address: '-', runPassed: '-' };

/** the stored value when it is JSON of the store's shape, else undefined (as the store would discard it) */
export function stored<T>(read: Read, store: keyof typeof STORES, shape: Shape<T>): T | undefined {
  const raw = read(storageKey(STORES[store].name, STORES[store].version));
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
  route: FrameRoute,
  read: Read,
  decimalSeparator: string,
  now: number = Date.now(),
): Record<string, string> | null {
  const frame = frameForm(route.form);
  if (!frame) return null;
  const values = storedFrameValues(path, route, read, now);
  return values ? frameTexts(route.form!, frame, values, decimalSeparator) : null;
}

/** The form values the app's first render of `path` starts from, or null when it would not show the form. */
export function storedFrameValues(
  path: string,
  route: FrameRoute,
  read: Read,
  now: number = Date.now(),
): FormValues | null {
  const frame = frameForm(route.form);
  const session = stored(read, 'session', sessionShape);
  if (!frame || !session || !sessionLive(session, now)) return null; // the app asks for a login
  if (clockOffBy(session) !== 0) return null; // the app shows its clock banner above the screen
  const job = stored(read, 'job', jobOwnerShape);
  // the app clears a job another user left (claimJobAtStart); the route then has no unit
  if (session.email !== null && job && jobOfAnother(job.email, session.email)) return null;
  const project = stored(read, 'project', projectShape) ?? emptyProject(); // as the store starts without one
  const facts = {
    loggedIn: true,
    hasSerial: Boolean(project.serialNumber),
    hasAddress: addressGiven(project),
    runPassed: false, // no frame route needs a passed run; the facts say none has
    roles: session.roles,
    previousPath: '', // the app's first screen
    query: new URLSearchParams(location.search),
  };
  if (checkGuards(route, ANYWHERE, facts) !== null) return null;
  const drafts = stored(read, 'formDrafts', draftsShape) ?? {};
  const draft = drafts[draftKey(project.serialNumber, formStep(route.form!, path))];
  return JSON.parse(JSON.stringify({ ...formStart(route.form!, project), ...draft })) as FormValues;
}
