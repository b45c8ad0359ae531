// What is typed on the training checklist, the serial screens and /commission/16 is a draft
// of the job, not component state: it is still there when the screen comes back (a reload reads the
// same stored drafts), after a 401 for the same user, and gone for the next user of the phone.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ChecklistScreen from '../../src/screens/core/ChecklistScreen.tsx';
import { claimJob, resetPhone, sessionEnded } from '../../src/state/job.ts';
import { project } from '../../src/state/project.ts';
import { session } from '../../src/state/session.ts';
import { renderRoute } from '../support/renderRoute.tsx';
import { initTestI18n, renderScreen, testStep } from '../support/renderScreen.tsx';
import { jobAt } from '../support/jobAt.ts';
import { outputGroups } from '../support/outputGroups.ts';
import { DEMO_PASSWORD } from '../../simulator/accounts.ts';

const training = testStep({
  path: '/confirm-training',
  screen: 'checklist',
  title: 'training.title',
  props: { items: ['training.items.owner', 'training.items.clearance', 'training.items.voltages'] },
  on: { done: '/commission/1' },
});
const serialPaths = ['/commission/3', '/reconfigure-enter-serial', '/wifi-enter-serial'];
const INSTALLER = 'installer@example.com';

const A = 'a@example.com';

/** The stored drafts as a reload would read them: the page is left (pagehide), which writes what is due. */
async function stored(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 0)); // valtio batches a change before it is saved
  window.dispatchEvent(new Event('pagehide'));
  return localStorage.getItem('solshare.formDrafts.v2') ?? '';
}

/** The screen goes and comes back: only what is stored survives. */
function remount(render: () => void) {
  cleanup();
  render();
}

beforeAll(initTestI18n);
beforeEach(() => {
  resetPhone();
  claimJob(A);
  session.email = A;
});

describe('training ticks (/confirm-training)', () => {
  const ticks = () => screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked);
  const show = () => renderScreen(ChecklistScreen, training);

  it('are still ticked when the screen comes back (a reload reads them from storage)', async () => {
    show();
    await userEvent.click(screen.getAllByRole('checkbox')[0]);
    await userEvent.click(screen.getAllByRole('checkbox')[2]);
    remount(show);
    expect(ticks()).toEqual([true, false, true]);
    expect(await stored()).toContain('checklist:/confirm-training');
  });

  it('are kept after a 401 for the same user and gone for the next user', async () => {
    show();
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    sessionEnded();
    claimJob(A);
    remount(show);
    expect(ticks()).toEqual([true, true, true]);
    expect(screen.getByRole('button', { name: 'NEXT' })).toBeEnabled();
    claimJob('b@example.com');
    remount(show);
    expect(ticks()).toEqual([false, false, false]);
  });
});

describe.each(serialPaths)('the typed serial on %s', (path) => {
  const field = () => screen.findByLabelText(/^Serial number/);

  it('is still there after a reload, and after a 401 for the same user', async () => {
    const app = await renderRoute(path, { as: INSTALLER });
    await app.user.type(await field(), '3p 35a 04');
    app.reload();
    expect(await field()).toHaveValue('3p 35a 04');
    sessionEnded();
    await app.logIn(INSTALLER);
    app.navigate(path);
    app.reload();
    expect(await field()).toHaveValue('3p 35a 04');
  });

  it('is gone for the next user of the phone', async () => {
    const app = await renderRoute(path, { as: INSTALLER });
    await app.user.type(await field(), '3P_35A_0477');
    const accounts = app.sim.state.model.accounts.accounts;
    accounts.set('second@example.com', { ...accounts.get(INSTALLER)!, email: 'second@example.com' }); // another installer
    await app.logIn('second@example.com');
    app.navigate(path);
    app.reload();
    expect(await field()).toHaveValue('');
    expect(await stored()).not.toContain('0477');
  });
});

describe('the edits on /commission/16 (a form step on the real app)', () => {
  const box = () => screen.getByLabelText('Unit connected to L1-1');
  const open = () =>
    jobAt('/commission/16', {
      serialNumber: '3P_35A_0500',
      connections: outputGroups(
        { type: '3x1', L1: 'U1', L2: 'U2', L3: 'U3' },
        { type: '3x1', L1: 'U4', L2: 'U5', L3: 'U6' },
      ),
    });
  /** Leave the step and come back: the form is drawn again from what is stored. */
  async function comeBack(navigate: (path: string) => void) {
    navigate('/commission/15');
    await screen.findByRole('heading', { name: 'Check the connections' });
    navigate('/commission/16');
    await screen.findByLabelText('Unit connected to L1-1');
  }

  it('are still there when the step comes back, and after a 401 and logging in again as the same user', async () => {
    const { user, navigate, history } = await open();
    await user.clear(await screen.findByLabelText('Unit connected to L1-1'));
    await user.type(box(), 'Flat 7');
    await user.click(screen.getByLabelText('L2-2 connected'));
    await comeBack(navigate);
    expect(box()).toHaveValue('Flat 7');
    expect(screen.getByLabelText('L2-2 connected')).not.toBeChecked();
    expect(await stored()).toContain('Flat 7');

    sessionEnded();
    navigate('/login');
    await user.type(await screen.findByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/16')); // back at the job's step
    expect(await screen.findByLabelText('Unit connected to L1-1')).toHaveValue('Flat 7');
    expect(screen.getByLabelText('L2-2 connected')).not.toBeChecked();
    expect(project.connections[0].L1).toBe('U1'); // not saved until SAVE
  });

  it('are saved by SAVE and then no longer a draft', async () => {
    const { user, history, sim } = await open();
    await user.type(await screen.findByLabelText('Unit connected to L3-2'), 'b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/15'));
    expect(project.connections[1].L3).toBe('U6b');
    expect(await stored()).not.toContain('U6b');
    // the upload (E-19) goes after a pause: wait for it, so it does not reach the next test's simulator
    await waitFor(() => expect(JSON.stringify(sim.state.model.records.uploads)).toContain('U6b'));
  });

  it('are gone for the next user of the phone', async () => {
    const { user } = await open();
    await user.type(await screen.findByLabelText('Unit connected to L1-1'), ' Secret');
    expect(box()).toHaveValue('U1 Secret');
    expect(await stored()).toContain('Secret');
    claimJob('b@example.com');
    expect(await stored()).not.toContain('Secret');
  });
});
