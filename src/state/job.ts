// The commissioning job: the project draft, what was typed on each step, the run and the software
// update. A job belongs to the user who started it; logging out, another user's login and COMMISSION
// ANOTHER UNIT clear all of it together. A 401 or an expired token does not: the same user logs in
// again and goes on where they were. Stores whose code loads with later screens are reset by name
// (src/state/storeNames.ts), so their code stays out of the first screen's chunk.
import { fleet, forgetFleetPages, resetFleetView, setFleetSites } from './fleet.ts';
import { forgetPastJobs, keepJob, startJobRecord } from './pastJobs.ts';
import { persistedStore, resetStore } from './persist.ts';
import { jobOfAnother, STORES } from './storedRules.ts';
import { appPath, jobOwnerShape as ownerShape, normalEmail as normal, type JobOwner } from './storedShapes.ts';
import { project, resetProject } from './project.ts';
import { resetRun, run, runPassed } from './run.ts';
import { session, signOut } from './session.ts';
import { FORM_DRAFTS, JOB_PHOTOS, RUN_HISTORY, SOFTWARE_UPDATE } from './storeNames.ts';
import { clearSystemInfo } from './systemInfo.ts';
import { lookAtJob } from './viewedUnit.ts';
import { wifi } from './wifi.ts';

export type { JobOwner };

export const jobOwner = persistedStore<JobOwner>(
  STORES.job.name,
  STORES.job.version,
  () => ({ email: null, lastStep: null, sessionEnded: false }),
  ownerShape,
);

/** A clean draft for the next unit: the same user, nothing of the last job (G-09, Z-45). */
export function clearJob(): void {
  // the job goes into its owner's past jobs (/past-jobs) with everything entered in it, before it goes
  keepJob(jobOwner.email ?? normal(session.email), project, run);
  resetProject();
  resetStore(FORM_DRAFTS); // every draft of every unit
  resetRun();
  resetStore(SOFTWARE_UPDATE);
  clearSystemInfo();
  resetStore(JOB_PHOTOS); // the job's photos stay on the phone, under its old name, until they are sent
  Object.assign(wifi, { serial: '', connected: null, ssid: null });
  jobOwner.lastStep = null;
}

/**
 * C-05: the safety checklist was answered for a new installation: the job starts here, with nothing
 * of the last one (its ticks included), however that one ended. An unfinished job offered on /welcome
 * is given up by answering the checklist for another.
 */
export function startNewJob(): void {
  clearJob();
  startJobRecord();
}

/**
 * G-09, Z-45: COMMISSION ANOTHER UNIT clears the job once the app has left the screen it was tapped
 * on. Cleared at once, the success screen's own serial guard would see no unit and redirect to
 * /commission/2 before the tap's outcome took the installer to /confirm-training. The timer runs after
 * the handler's outcome is followed (promise callbacks run before it), so no screen of the old job
 * re-renders with a cleared job.
 */
export function clearJobAfterLeaving(): void {
  setTimeout(clearJob, 0);
}

/** The job's run passed: the job is over (its success screen, report and labels stay open until the next one starts). */
export function jobFinished(): boolean {
  return runPassed(project.serialNumber);
}

/** C-05: a new installation starts from nothing; the finished job's ticks and draft do not carry into it. */
export function dropFinishedJob(): void {
  if (jobFinished()) clearJob();
}

/** What the last user looked at: the fleet they loaded and the unit in view. */
function clearLookedAt(): void {
  resetStore(RUN_HISTORY); // the runs they saw end (their reports' dates and results)
  forgetPastJobs(); // the jobs they kept (their past jobs' drafts)
  setFleetSites([]);
  fleet.loaded = false;
  resetFleetView();
  forgetFleetPages();
  lookAtJob(); // the unit they looked at is theirs too
}

/** Everything the last user left on this phone: the job and the fleet they loaded. */
function clearUserData(): void {
  clearJob();
  clearLookedAt();
}

/** After a login: another user's job is dropped; the same user's job is kept to be resumed. */
export function claimJob(email: string | null): void {
  const who = normal(email);
  // a draft with no owner was left by an app version before owners (logout leaves none): adopt it
  if (jobOfAnother(jobOwner.email, email)) {
    clearUserData();
    jobOwner.sessionEnded = false;
  }
  if (jobOwner.interruptedFor && jobOwner.interruptedFor !== who)
    Object.assign(jobOwner, { interrupted: null, interruptedFor: null }); // the last user's screen
  jobOwner.email = who;
}

/**
 * At start, with a session already stored (a reload, the app opened again): the stored job is the
 * session user's or it goes, as at login. Without this, a job another user left was adopted by
 * whoever's session was stored.
 */
export function claimJobAtStart(): void {
  if (session.token !== null && session.email !== null) claimJob(session.email);
}

/** A job with a unit whose run has not passed: logging out asks first, and keeps it for its owner. */
export function unfinishedJob(): boolean {
  return project.serialNumber !== '' && !jobFinished();
}

/**
 * logging out clears the session. An unfinished job stays on the phone for the user who owns
 * it, to be offered again when they log back in (claimJob drops it when anyone else does); every
 * other trace of their work (a finished job, the fleet, the unit looked at) goes.
 */
export function logOut(): void {
  if (!unfinishedJob()) return resetPhone();
  const owner = jobOwner.email ?? normal(session.email);
  clearLookedAt();
  Object.assign(jobOwner, { email: owner, sessionEnded: false, interrupted: null, interruptedFor: null });
  signOut();
}

/** A phone as nobody used it yet: no session, no job, no fleet. */
export function resetPhone(): void {
  clearUserData();
  Object.assign(jobOwner, { email: null, sessionEnded: false, interrupted: null, interruptedFor: null });
  signOut();
}

/** B-06: a 401 or an expired token ends the session but keeps the job for the same user. */
export function sessionEnded(): void {
  jobOwner.email ??= normal(session.email); // a job from before owners were kept
  if (jobOwner.email !== null) jobOwner.sessionEnded = true;
  signOut();
}

/** A login interrupts this screen (a route of this app): the one on screen when `sessionEndedFor`'s session ended, or, with null, a link opened logged out. */
export function loginInterrupted(at: string, sessionEndedFor: string | null): void {
  if (!appPath(at)) return;
  Object.assign(jobOwner, { interrupted: at, interruptedFor: normal(sessionEndedFor) });
}

/** Where to go back to after logging in, once: the screen the login interrupted, else the job's last step after the session ended, else null. */
export function resumeStep(): string | null {
  const who = normal(session.email);
  if (jobOwner.interrupted && (!jobOwner.interruptedFor || jobOwner.interruptedFor === who))
    return jobOwner.interrupted;
  return jobOwner.sessionEnded && jobOwner.lastStep ? jobOwner.lastStep : null;
}

export function resumed(): void {
  Object.assign(jobOwner, { sessionEnded: false, interrupted: null, interruptedFor: null });
}

/** Remembers the wizard step now shown, so /welcome can offer to continue there. */
export function recordJobStep(path: string): void {
  if (jobOwner.lastStep !== path) jobOwner.lastStep = path;
}
