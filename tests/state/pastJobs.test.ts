// @vitest-environment jsdom -- this file needs the page: its storage, its events or its document
// The jobs a phone keeps for /past-jobs: each job as the next one starts, with everything entered in
// it, listed for its owner only and gone with the user's data (a logout, another user's login), the
// newest MAX_PAST_JOBS; what storage holds is read through its shape, and a record that does not fit
// is refused.
import { snapshot } from 'valtio/vanilla';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { claimJob, logOut, resetPhone, sessionEnded, startNewJob } from '../../src/state/job.ts';
import { MAX_PAST_JOBS, jobInHand, keepJob, notePhotoJob, pastJobs, pastJobsOf } from '../../src/state/pastJobs.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { prepareRun, run } from '../../src/state/run.ts';
import { session } from '../../src/state/session.ts';

const A = 'ada@example.com';
const B = 'bob@example.com';

/** `email` logged in, a job started and its unit, site, outputs and allocation entered */
function enterJob(email: string, serial: string, address = '1 Martin Place, Sydney') {
  claimJob(email);
  session.email = email;
  startNewJob();
  Object.assign(project, emptyProject(), { serialNumber: serial, solarDeliveryMethod: 'optimise_weight' });
  project.address.address = address;
  project.address.solshareName = 'Block A';
  project.connections[0] = { type: '3x1', L1: 'Flat 1', L2: 'Flat 2', L3: 'Flat 3' };
  project.algorithmWeight = [[[0, 0, 100]]];
}

function endRun(serial: string, status: 'success' | 'failed') {
  prepareRun(serial, { uploadConfig: true }, 1_700_000_000_000);
  Object.assign(run, { step: 'done', commissionStatus: status });
}

beforeEach(() => {
  resetPhone();
  pastJobs.jobs = [];
  pastJobs.current = null;
});

describe('a job kept as the next one starts', () => {
  it('keeps the unit, site, tenancies, allocation, result and run date of a job that passed', () => {
    enterJob(A, '3P_35A_0401');
    endRun('3P_35A_0401', 'success');
    const id = jobInHand().id;
    startNewJob();
    const [kept] = pastJobsOf(A);
    expect(kept).toMatchObject({ id, owner: A, result: 'success', ranAt: 1_700_000_000_000 });
    expect(kept?.draft.serialNumber).toBe('3P_35A_0401');
    expect(kept?.draft.address.address).toBe('1 Martin Place, Sydney');
    expect(kept?.draft.connections[0]).toEqual({ type: '3x1', L1: 'Flat 1', L2: 'Flat 2', L3: 'Flat 3' });
    expect(kept?.draft.algorithmWeight).toEqual([[[0, 0, 100]]]);
    expect(project.serialNumber).toBe(''); // the next job starts clean; the record is a copy
  });

  it('keeps a failed run as failed and a job left before its run as unfinished, newest first', () => {
    enterJob(A, '3P_35A_0454');
    endRun('3P_35A_0454', 'failed');
    enterJob(A, '3P_35A_0410');
    startNewJob();
    expect(pastJobsOf(A).map((j) => [j.draft.serialNumber, j.result, j.ranAt])).toEqual([
      ['3P_35A_0410', 'unfinished', null],
      ['3P_35A_0454', 'failed', 1_700_000_000_000],
    ]);
  });

  it('keeps no job without a unit, and names the photos the job took', () => {
    enterJob(A, '');
    startNewJob();
    expect(pastJobsOf(A)).toEqual([]);
    enterJob(A, '3P_35A_0401');
    notePhotoJob('job-abc-0123456789abcdef');
    startNewJob();
    expect(pastJobsOf(A)[0]?.photoJob).toBe('job-abc-0123456789abcdef');
  });
});

describe('jobs per user on a shared phone', () => {
  it("leaves nothing of the first user's jobs in storage when another user logs in", () => {
    enterJob(A, '3P_35A_0401');
    endRun('3P_35A_0401', 'success');
    enterJob(A, '3P_35A_0454', '2 George St, Sydney');
    claimJob(B); // B's login drops A's job and the jobs kept before it
    expect(project.serialNumber).toBe('');
    expect(pastJobsOf(B)).toEqual([]);
    expect(pastJobsOf(A)).toEqual([]);
    expect(localStorage.getItem('solshare.pastJobs.v1')).not.toMatch(/3P_35A_04|George|Martin/);
  });

  it('forgets them at logout, as the run history goes, and keeps them through a session that ended', () => {
    enterJob(A, '3P_35A_0401');
    endRun('3P_35A_0401', 'success');
    enterJob(A, '3P_35A_0454');
    sessionEnded(); // a 401: the same user logs in again and goes on
    claimJob(A);
    expect(pastJobsOf(A).map((j) => j.draft.serialNumber)).toEqual(['3P_35A_0401']);
    logOut(); // the unfinished job stays for its owner; the kept ones go
    expect(pastJobs.jobs).toEqual([]);
    expect(project.serialNumber).toBe('3P_35A_0454');
  });

  it('lists only the owner’s jobs, whatever the case of their e-mail', () => {
    keepJob('Ada@Example.com ', { ...emptyProject(), serialNumber: '3P_35A_0401' }, run);
    keepJob(B, { ...emptyProject(), serialNumber: '3P_35A_0402' }, run);
    expect(pastJobsOf(A).map((j) => j.draft.serialNumber)).toEqual(['3P_35A_0401']);
    expect(pastJobsOf('ADA@example.com')).toHaveLength(1);
    expect(pastJobsOf(null)).toEqual([]);
  });
});

describe('a bounded record', () => {
  it(`keeps the newest ${MAX_PAST_JOBS} jobs of the phone and drops the oldest`, () => {
    for (let i = 0; i < MAX_PAST_JOBS + 10; i++) {
      jobInHand(i);
      keepJob(i % 2 ? A : B, { ...emptyProject(), serialNumber: `3P_35A_${String(1000 + i)}` }, run);
    }
    expect(pastJobs.jobs).toHaveLength(MAX_PAST_JOBS);
    expect(pastJobs.jobs[0]?.draft.serialNumber).toBe(`3P_35A_${1000 + MAX_PAST_JOBS + 9}`);
    expect(pastJobs.jobs.at(-1)?.draft.serialNumber).toBe('3P_35A_1010');
  });

  it('takes about 1 KB a job in storage, and 60 KB at most for the phone', () => {
    enterJob(A, '3P_35A_0401', 'Flat 12, 1 Martin Place, Sydney NSW 2000');
    project.connections = Array.from({ length: 5 }, (_, i) => ({
      type: '3x1' as const,
      L1: `Flat ${i}1`,
      L2: `Flat ${i}2`,
      L3: `Flat ${i}3`,
    }));
    project.algorithmWeight = [0, 1, 2].map((p) => [0, 1, 2, 3, 4].map((g): [number, number, number] => [p, g, 20]));
    endRun('3P_35A_0401', 'success');
    startNewJob();
    const one = JSON.stringify(snapshot(pastJobs).jobs[0]).length;
    expect(one).toBeGreaterThan(800);
    expect(one).toBeLessThan(1_400);
    expect(one * MAX_PAST_JOBS).toBeLessThan(70_000);
  });
});

describe('what storage holds is checked before it is used', () => {
  const KEY = 'solshare.pastJobs.v1';
  const good = {
    id: 'job-abc-0123456789abcdef',
    owner: A,
    startedAt: 1,
    ranAt: null,
    result: 'unfinished',
    photoJob: '',
    draft: { ...emptyProject(), serialNumber: '3P_35A_0401' },
  };
  const stored = async (value: unknown) => {
    localStorage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value));
    vi.resetModules();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const module = await import('../../src/state/pastJobs.ts');
    const { snapshot: fresh } = await import('valtio/vanilla');
    const warnings = warn.mock.calls.map((c) => String(c[0]));
    warn.mockRestore();
    localStorage.removeItem(KEY);
    return { jobs: fresh(module.pastJobs).jobs, warnings };
  };

  it('reads back a record it wrote', async () => {
    expect((await stored({ current: null, jobs: [good] })).jobs).toEqual([good]);
  });

  it.each([
    ['a serial with path characters', { jobs: [{ ...good, draft: { ...good.draft, serialNumber: '../X?y#' } }] }],
    ['a job without a unit', { jobs: [{ ...good, draft: emptyProject() }] }],
    ['an owner not as the session keeps it', { jobs: [{ ...good, owner: 'Ada@Example.com' }] }],
    ['no owner', { jobs: [{ ...good, owner: '' }] }],
    ['a result that does not exist', { jobs: [{ ...good, result: 'maybe' }] }],
    ['a job name that is a path', { jobs: [{ ...good, id: '../../etc' }] }],
    ['the same job twice', { jobs: [good, good] }],
    [
      'more jobs than kept',
      { jobs: Array.from({ length: MAX_PAST_JOBS + 1 }, (_, i) => ({ ...good, id: `job-${i}` })) },
    ],
    ['a run date that is text', { jobs: [{ ...good, ranAt: 'yesterday' }] }],
    ['a list of jobs that is an object', { jobs: { 0: good } }],
  ])('refuses %s and starts with no jobs', async (_what, value) => {
    const { jobs, warnings } = await stored({ current: null, ...value });
    expect(jobs).toEqual([]);
    expect(warnings.some((w) => w.startsWith('Discarding saved pastJobs'))).toBe(true);
  });

  it('refuses text that is not JSON', async () => {
    expect((await stored('{"jobs": [')).jobs).toEqual([]);
  });
});
