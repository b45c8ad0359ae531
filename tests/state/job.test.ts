// @vitest-environment jsdom -- this file needs the page: its storage, its events or its document
// A job belongs to one user and one unit: the next user of a shared phone sees nothing of it, the
// next unit starts clean, and a session that ends under the user keeps it to go on with.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkGuards } from '../../src/engine/guards.ts';
import type { CompiledStep } from '../../src/engine/types.ts';
import { fleet, setFleetSites } from '../../src/state/fleet.ts';
import { clearDraft, readDraft, saveDraft } from '../../src/state/formDrafts.ts';
import {
  claimJob,
  clearJob,
  jobOwner,
  loginInterrupted,
  logOut,
  recordJobStep,
  resetPhone,
  resumed,
  resumeStep,
  sessionEnded,
} from '../../src/state/job.ts';
import { session } from '../../src/state/session.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { prepareRun, run } from '../../src/state/run.ts';

const ALLOCATION = 'allocation:1';

function draftAJob(email: string, serial = '3P_35A_0401') {
  claimJob(email);
  Object.assign(project, emptyProject(), { serialNumber: serial });
  project.address.address = '1 Martin Place, Sydney';
  project.address.solshareName = 'Block A';
  saveDraft(ALLOCATION, { mode: 'kW', values: ['1.5', '2'] });
  prepareRun(serial, { uploadConfig: true });
  setFleetSites([{ id: 1, address: '1 Martin Place, Sydney', country: 'AU' }]);
  recordJobStep('/commission/unequal-allocation/1');
}

beforeEach(() => resetPhone());

describe('the job on a shared phone', () => {
  it("drops the previous user's draft, drafts, run and fleet when another user logs in", () => {
    draftAJob('a@example.com');
    claimJob('b@example.com');
    expect(project.address.address).toBe('');
    expect(project.address.solshareName).toBe('');
    expect(project.serialNumber).toBe('');
    expect(readDraft(ALLOCATION)).toBeUndefined();
    expect(run.step).toBe('idle');
    expect(fleet.sites).toEqual([]);
    expect(jobOwner.lastStep).toBeNull();
  });

  it('leaves nothing of the user on the phone after logging out with no unfinished job', () => {
    draftAJob('a@example.com');
    Object.assign(run, { step: 'done', commissionStatus: 'success' }); // the run passed: the job is finished
    logOut();
    expect(project.serialNumber).toBe('');
    expect(project.address.address).toBe('');
    expect(readDraft(ALLOCATION)).toBeUndefined();
    expect(localStorage.getItem('solshare.formDrafts.v2')).toBe('{}');
    expect(jobOwner.email).toBeNull();
  });

  it('keeps an unfinished job through a logout for the same user only', () => {
    draftAJob('a@example.com');
    logOut();
    expect(fleet.sites).toEqual([]); // what they looked at goes
    claimJob('a@example.com');
    expect(project.address.address).toBe('1 Martin Place, Sydney');
    expect(readDraft(ALLOCATION)).toEqual({ mode: 'kW', values: ['1.5', '2'] });
    expect(jobOwner.lastStep).toBe('/commission/unequal-allocation/1'); // /welcome offers it again
    logOut();
    claimJob('b@example.com');
    expect(project.serialNumber).toBe('');
    expect(readDraft(ALLOCATION)).toBeUndefined();
  });

  it('keeps the job for the same user after the session ends under them (401, expired token)', () => {
    draftAJob('a@example.com');
    sessionEnded();
    claimJob('A@example.com ');
    expect(project.address.address).toBe('1 Martin Place, Sydney');
    expect(readDraft(ALLOCATION)).toEqual({ mode: 'kW', values: ['1.5', '2'] });
    expect(resumeStep()).toBe('/commission/unequal-allocation/1');
    resumed();
    expect(resumeStep()).toBeNull();
  });
});

describe('back to the screen a login interrupted', () => {
  it('sends the same user back to the service screen their session ended on, once, before the job step', () => {
    draftAJob('a@example.com');
    session.email = 'a@example.com';
    loginInterrupted('/system-info', 'a@example.com');
    sessionEnded();
    claimJob('a@example.com');
    session.email = 'a@example.com';
    expect(resumeStep()).toBe('/system-info');
    resumed();
    expect(resumeStep()).toBeNull();
  });

  it('sends whoever logs in to a link opened logged out (a label QR code)', () => {
    draftAJob('a@example.com');
    logOut();
    loginInterrupted('/system-info/3P_35A_1234', null);
    claimJob('b@example.com');
    session.email = 'b@example.com';
    expect(resumeStep()).toBe('/system-info/3P_35A_1234');
  });

  it("never sends another user to the screen the last user's session ended on", () => {
    draftAJob('a@example.com');
    loginInterrupted('/my-sites', 'a@example.com');
    sessionEnded();
    claimJob('b@example.com');
    session.email = 'b@example.com';
    expect(resumeStep()).toBeNull();
    expect(jobOwner.interrupted).toBeNull();
  });

  it('keeps only paths of this app', () => {
    loginInterrupted('//evil.example/phish', null);
    expect(jobOwner.interrupted ?? null).toBeNull();
  });

  it('reads a job stored before the interrupted screen was kept', async () => {
    localStorage.setItem(
      'solshare.job.v1',
      JSON.stringify({ email: 'a@example.com', lastStep: '/commission/16', sessionEnded: true }),
    );
    vi.resetModules(); // the store reads storage when its module loads
    const fresh = await import('../../src/state/job.ts');
    expect(fresh.jobOwner.lastStep).toBe('/commission/16');
    expect(fresh.jobOwner.sessionEnded).toBe(true);
  });
});

describe('drafts are keyed by job', () => {
  it('shows a draft typed for one unit only for that unit', () => {
    draftAJob('a@example.com', '3P_35A_0401');
    project.serialNumber = '3P_35A_0402';
    expect(readDraft(ALLOCATION)).toBeUndefined();
    project.serialNumber = '3P_35A_0401';
    expect(readDraft(ALLOCATION)).toEqual({ mode: 'kW', values: ['1.5', '2'] });
    clearDraft(ALLOCATION);
    expect(readDraft(ALLOCATION)).toBeUndefined();
  });

  it('never stores a secret field', () => {
    claimJob('a@example.com');
    saveDraft('signUp:/create-account', { email: 'a@example.com', password: 'hunter22', passwordConfirm: 'hunter22' }, [
      'password',
      'passwordConfirm',
    ]);
    expect(readDraft('signUp:/create-account')).toEqual({ email: 'a@example.com' });
  });

  it('COMMISSION ANOTHER UNIT clears the allocation typed for the last unit', () => {
    draftAJob('a@example.com');
    clearJob();
    Object.assign(project, { serialNumber: '3P_35A_0401' }); // even the same unit again starts clean
    expect(readDraft(ALLOCATION)).toBeUndefined();
    expect(jobOwner.email).toBe('a@example.com');
  });
});

describe('resuming after logging in again', () => {
  const welcome: CompiledStep = {
    path: '/welcome',
    screen: 'info',
    requires: ['login'],
    resumesJob: true,
    wifiIcon: false,
    source: 'test',
  };
  const guards = { login: '/login', serial: '/commission/2', address: '/my-sites', runPassed: '/commission/19' };
  const facts = {
    loggedIn: true,
    hasSerial: true,
    hasAddress: true,
    roles: [],
    previousPath: '/login',
    query: new URLSearchParams(),
  };

  it('sends /welcome back to the job step once the same user is logged in again', () => {
    expect(checkGuards(welcome, guards, { ...facts, resumeTo: '/commission/16' })).toBe('/commission/16');
  });

  it('shows /welcome when there is nothing to go back to', () => {
    expect(checkGuards(welcome, guards, { ...facts, resumeTo: null })).toBeNull();
  });
});
