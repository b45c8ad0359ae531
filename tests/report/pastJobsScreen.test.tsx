// /past-jobs on the real app, client and simulator: the installer's jobs on this phone with their
// date, unit, site, result and photos still to send; a job's report opened from the list names what
// that job held, after a newer job started; another user of the phone sees none of them.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openPhotoStore } from '../../src/photos/photoStore.ts';
import { keepJob, pastJobs } from '../../src/state/pastJobs.ts';
import { emptyProject, type ProjectDraft } from '../../src/state/project.ts';
import { idleRun } from '../../src/state/run.ts';
import { shrunkPhoto } from '../photos/support/shrunkPhoto.ts';
import { renderRoute } from '../support/renderRoute.tsx';
import type { Simulator } from '../support/simulatorClient.ts';
import { phoneWithPhotoStorage } from '../support/shownPhotos.ts';

const INSTALLER = 'installer@example.com';
const RAN_AT = Date.UTC(2026, 10, 20, 9, 30);

function draftOf(serial: string, address: string, tenants: [string, string, string]): ProjectDraft {
  const draft = emptyProject();
  draft.serialNumber = serial;
  draft.address = { ...draft.address, address, country: 'AU', solshareName: `Block ${serial.slice(-2)}` };
  draft.connections[0] = { type: '3x1', L1: tenants[0], L2: tenants[1], L3: tenants[2] };
  draft.solarDeliveryMethod = 'optimise';
  draft.CTRating = 200;
  return draft;
}

/** a job of the installer's, kept as the next one started */
function kept(draft: ProjectDraft, result: 'success' | 'failed' | null, photoJob = '') {
  pastJobs.current = { id: `job-${draft.serialNumber.toLowerCase().replace(/_/g, '-')}`, startedAt: RAN_AT, photoJob };
  const run = result
    ? { ...idleRun(), serial: draft.serialNumber, step: 'done' as const, startedAt: RAN_AT, commissionStatus: result }
    : idleRun();
  keepJob(INSTALLER, draft, run);
}

beforeEach(() => {
  phoneWithPhotoStorage();
  pastJobs.jobs = [];
  pastJobs.current = null;
});

describe('past jobs', () => {
  it('lists the installer’s jobs, newest first, with date, unit, site, result and photos to send', async () => {
    // the photo stays on the phone: no upload of one gets through
    const network = (sim: Simulator) => async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === 'PUT' && request.url.includes('/photos/')) throw new TypeError('Failed to fetch');
      return sim.app.fetch(request);
    };
    const { navigate } = await renderRoute('/welcome', { as: INSTALLER, network }); // a phone nobody used, then the jobs
    kept(draftOf('3P_35A_0401', '1 Martin Place, Sydney', ['Flat 1', 'Flat 2', 'Flat 3']), 'success', 'job-p1');
    kept(draftOf('3P_35A_0454', '2 George St, Sydney', ['Shop A', 'Shop B', 'Shop C']), 'failed');
    kept(draftOf('3P_35A_0410', '3 Pitt St, Sydney', ['Unit 7', 'Unit 8', 'Unit 9']), null);
    const store = await openPhotoStore(INSTALLER);
    if (!store.ok) throw new Error(store.problem);
    await store.value.add({ job: { serial: '3P_35A_0401', job: 'job-p1' }, kind: 'meterBoard', photo: shrunkPhoto() });
    store.value.close();

    navigate('/past-jobs');
    const list = await screen.findByRole('list', { name: 'Your jobs' }, { timeout: 5000 });
    const jobs = within(list).getAllByTestId('past-job');
    expect(jobs.map((j) => within(j).getByRole('heading').textContent)).toEqual([
      '3P_35A_0410',
      '3P_35A_0454',
      '3P_35A_0401',
    ]);
    expect(jobs.map((j) => within(j).getByTestId('past-job-result').textContent)).toEqual([
      'Not finished',
      'Failed',
      'Passed',
    ]);
    expect(jobs[2]).toHaveTextContent('1 Martin Place, Sydney');
    expect(jobs[2]).toHaveTextContent('1 photo to send');
    expect(jobs[1]).toHaveTextContent('All sent');
    expect(jobs[2]).toHaveTextContent('20 Nov 2026'); // the site's region (AU) orders the date;
  });

  it('opens the report of an older job with what that job held, after a newer job started', async () => {
    const { user, history, navigate } = await renderRoute('/welcome', { as: INSTALLER });
    kept(draftOf('3P_35A_0401', '1 Martin Place, Sydney', ['Flat 1', 'Flat 2', 'Flat 3']), 'success');
    kept(draftOf('3P_35A_0454', '2 George St, Sydney', ['Shop A', 'Shop B', 'Shop C']), 'failed');
    navigate('/past-jobs');
    await user.click(await screen.findByRole('button', { name: /^Open report: 3P_35A_0401/ }, { timeout: 5000 }));
    expect(history.at(-1)).toBe('/commissioning-report?job=job-3p-35a-0401');
    const report = await screen.findByTestId('report', {}, { timeout: 5000 });
    expect(within(report).getByTestId('report-unit')).toHaveTextContent('3P_35A_0401');
    expect(report).toHaveTextContent('1 Martin Place, Sydney');
    expect(report).toHaveTextContent('Flat 2');
    expect(report).not.toHaveTextContent('Shop A');
  });

  it('shows another user of the phone none of them', async () => {
    const app = await renderRoute('/welcome', { as: INSTALLER });
    kept(draftOf('3P_35A_0401', '1 Martin Place, Sydney', ['Flat 1', 'Flat 2', 'Flat 3']), 'success');
    const accounts = app.sim.state.model.accounts.accounts;
    accounts.set('second@example.com', { ...accounts.get(INSTALLER)!, email: 'second@example.com' });
    await app.logIn('second@example.com');
    app.navigate('/past-jobs');
    expect(await screen.findByTestId('past-jobs-empty', {}, { timeout: 5000 })).toHaveTextContent(
      'You have no jobs on this phone yet.',
    );
    expect(screen.queryByText('3P_35A_0401')).toBeNull();
  });
});
