// The commissioning job: the project draft, what was typed on each step, the run and the software
// update. A job belongs to the user who started it; logging out, another user's login and COMMISSION
// ANOTHER UNIT clear all of it together. A 401 or an expired token does not: the same user logs in
// again and goes on where they were.
import { FLEET_PAGE, fleet, fleetView } from './fleet.ts';
import { clearAllDrafts } from './formDrafts.ts';
import { persistedStore } from './persist.ts';
import { bool, nullable, object, str, strWhere } from './shape.ts';
import { resetProject } from './project.ts';
import { resetRun } from './run.ts';
import { session, signOut } from './session.ts';
import { resetSoftwareUpdate } from './softwareUpdate.ts';
import { clearSystemInfo } from './systemInfo.ts';
import { lookAtJob } from './viewedUnit.ts';
import { wifi } from './wifi.ts';

export interface JobOwner {
  email: string | null; // whose job the stored draft is
  lastStep: string | null; // the last wizard route shown, query included: where "continue" goes
  sessionEnded: boolean; // the session ended under the user (401, expiry): after logging in again, go back to lastStep
}

// lastStep is where "continue" navigates: a path of this app, never another origin ('//host/…')
const appPath = (s: string) => s.startsWith('/') && !s.startsWith('//') && !s.startsWith('/\\');
const ownerShape = object<JobOwner>({ email: nullable(str), lastStep: nullable(strWhere(appPath, 'a path of this app')), sessionEnded: bool });

export const job = persistedStore<JobOwner>('job', 1, () => ({ email: null, lastStep: null, sessionEnded: false }), ownerShape);

/** A clean draft for the next unit: the same user, nothing of the last job (G-09, Z-45). */
export function clearJob(): void {
  resetProject();
  clearAllDrafts();
  resetRun();
  resetSoftwareUpdate();
  clearSystemInfo();
  Object.assign(wifi, { serial: '', connected: null, ssid: null });
  job.lastStep = null;
}

/** Everything the last user left on this phone: the job and the fleet they loaded. */
function clearUserData(): void {
  clearJob();
  Object.assign(fleet, { sites: [], loaded: false });
  Object.assign(fleetView, { text: '', health: 'all', sort: 'health', shown: FLEET_PAGE });
  lookAtJob(); // the unit they looked at is theirs too
}

/** After a login: another user's job is dropped; the same user's job is kept to be resumed. */
export function claimJob(email: string | null): void {
  const who = email?.trim().toLowerCase() ?? null;
  // a draft with no owner was left by an app version before owners (logout leaves none): adopt it
  if (job.email !== null && job.email !== who) {
    clearUserData();
    job.sessionEnded = false;
  }
  job.email = who;
}

/** logging out leaves nothing of the user's work on the phone. */
export function logOut(): void {
  clearUserData();
  Object.assign(job, { email: null, sessionEnded: false });
  signOut();
}

/** B-06: a 401 or an expired token ends the session but keeps the job for the same user. */
export function sessionEnded(): void {
  job.email ??= session.email?.trim().toLowerCase() ?? null; // a job from before owners were kept
  if (job.email !== null) job.sessionEnded = true;
  signOut();
}

/** Where to go back to after logging in again, once: the job's last step, or null. */
export function resumeStep(): string | null {
  return job.sessionEnded && job.lastStep ? job.lastStep : null;
}

export function resumed(): void {
  job.sessionEnded = false;
}

/** Remembers the wizard step now shown, so /welcome can offer to continue there. */
export function recordJobStep(path: string): void {
  if (job.lastStep !== path) job.lastStep = path;
}
