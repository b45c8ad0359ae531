// Stored state at start: a job another user left is never adopted by a session that is already stored
// (the app opened again after a reload), and a stored resume path that is no route is ignored.
import flows from 'virtual:flows';
import { beforeEach, describe, expect, it } from 'vitest';
import { knownRoute } from '../../src/engine/knownRoute.ts';
import { claimJob, claimJobAtStart, jobOwner, logOut, recordJobStep } from '../../src/state/job.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { session } from '../../src/state/session.ts';

beforeEach(() => logOut());

function leaveJobOf(email: string) {
  claimJob(email);
  Object.assign(project, emptyProject(), { serialNumber: '3P_35A_0401' });
  recordJobStep('/commission/15');
}

describe('a job stored with a session already stored at start', () => {
  it("drops another user's job", () => {
    leaveJobOf('a@example.com');
    Object.assign(session, { token: 'stored.jwt.token', email: 'b@example.com' });
    claimJobAtStart();
    expect(project.serialNumber).toBe('');
    expect(jobOwner.lastStep).toBeNull();
    expect(jobOwner.email).toBe('b@example.com');
  });

  it("keeps the session user's own job to go on with", () => {
    leaveJobOf('a@example.com');
    Object.assign(session, { token: 'stored.jwt.token', email: 'A@example.com' });
    claimJobAtStart();
    expect(project.serialNumber).toBe('3P_35A_0401');
    expect(jobOwner.lastStep).toBe('/commission/15');
  });

  it('changes nothing without a stored session (the login claims it)', () => {
    leaveJobOf('a@example.com');
    claimJobAtStart();
    expect(project.serialNumber).toBe('3P_35A_0401');
  });
});

describe('a stored resume path', () => {
  it.each([['/commission/12/2'], ['/commission/20?fail=first'], ['/welcome']])('%s is a route: followed', (path) => {
    expect(knownRoute(flows.steps, path)).toBe(path);
  });
  it.each([['/commision/8'], ['/no-such-page'], ['/commission/12/2/extra'], [''], [null]])(
    '%j is no route: ignored',
    (path) => {
      expect(knownRoute(flows.steps, path)).toBeNull();
    },
  );
});
