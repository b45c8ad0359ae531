// Issue 10: the NPS score and comment live in the job's drafts, so a reload keeps them and clearJob
// drops them; a failed send says so, keeps both, and offers to try again or go on (Z-46). The real
// API client against the simulator (a child process), its fault injection failing the call.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderApi } from '../../src/api/client.ts';
import NpsScreen from '../../src/screens/run/NpsScreen.tsx';
import { clearJob } from '../../src/state/job.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { startSimProcess, type SimProcess } from '../fleet/simProcess.ts';
import { initTestI18n, renderScreen, testStep } from '../support/renderScreen.tsx';

const SERIAL = '3P_35A_7331';
let sim: SimProcess;
let token: string | undefined;
const api = () => createProviderApi({ baseUrl: sim.url, getToken: () => token, onUnauthorized: () => {}, reportError: () => {}, timeoutMs: 10_000 });
const npsStep = testStep({ path: '/net-promoter-score', screen: 'nps', run: 'sendNps', title: 'nps.title', on: { sent: '/commission/22', skipped: '/commission/22' } }, true);
const open = () => renderScreen(NpsScreen, npsStep, { api: api() });
const received = async () => ((await (await fetch(`${sim.url}/__sim/records`)).json()) as { nps: { meter: string; score: number; comment: string }[] }).nps.filter((n) => n.meter === SERIAL);
const failNextSend = () =>
  fetch(`${sim.url}/__sim/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ operation: 'netPromoterScore', status: 503 }) });

beforeAll(async () => {
  await initTestI18n();
  sim = await startSimProcess();
  const r = await api().login({ email: 'installer@example.com', password: 'solshare-demo' });
  token = r.ok ? r.data.token : undefined;
}, 40_000);
afterAll(() => sim.close());
beforeEach(async () => {
  await fetch(`${sim.url}/__sim/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  clearJob();
  Object.assign(project, emptyProject(), { serialNumber: SERIAL });
});

async function scoreNineWith(comment: string) {
  await userEvent.click(screen.getByRole('button', { name: '9' }));
  await userEvent.type(screen.getByRole('textbox'), comment);
}

describe('the NPS score and comment are kept with the job', () => {
  it('are back after the screen is opened again (a reload), until the job is cleared', async () => {
    const first = open();
    await scoreNineWith('Clear steps');
    first.unmount();
    const second = open();
    expect(screen.getByRole('slider')).toHaveValue('9');
    expect(screen.getByRole('textbox')).toHaveValue('Clear steps');
    second.unmount();
    clearJob(); // logout, another user, COMMISSION ANOTHER UNIT
    Object.assign(project, { serialNumber: SERIAL });
    open();
    expect(screen.getByRole('slider')).toHaveValue('7');
    expect(screen.getByRole('textbox')).toHaveValue('');
  });
});

describe('a failed NPS send (issue 10, Z-46)', () => {
  it('says so, stays with score and comment, and SUBMIT sends them again', async () => {
    await failNextSend();
    const { location } = open();
    await scoreNineWith('Quick job');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Your score was not sent. Tap SUBMIT to try again, or go on without sending it.', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Simulated fault: 503')).toBeInTheDocument();
    expect(location.history).toEqual(['/net-promoter-score']);
    expect(screen.getByRole('slider')).toHaveValue('9');
    expect(screen.getByRole('textbox')).toHaveValue('Quick job');
    expect(await received()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/commission/22'), { timeout: 8000 });
    expect(await received()).toEqual([expect.objectContaining({ score: 9, comment: 'Quick job' })]);
  });

  it('offers to go on without sending, which leads to /commission/22 and sends nothing', async () => {
    await failNextSend();
    const { location } = open();
    await scoreNineWith('Fine');
    expect(screen.queryByRole('button', { name: 'GO ON WITHOUT SENDING' })).toBeNull(); // only after a failure
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await userEvent.click(await screen.findByRole('button', { name: 'GO ON WITHOUT SENDING' }, { timeout: 8000 }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/commission/22'));
    expect(await received()).toEqual([]);
  });
});
