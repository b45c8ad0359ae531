// /software-update-failed as an `info` step (updateFailure part) on the real app, client and simulator:
// the task that did not finish with the server's log line, Try again, and CONTINUE ANYWAY
// only while the update is not forced (I-08, I-10, Z-34).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { project } from '../../src/state/project.ts';
import { resetSoftwareUpdate, softwareUpdate } from '../../src/state/softwareUpdate.ts';
import { renderRoute } from '../support/renderRoute.tsx';

const SERIAL = '3P_35A_1000';

async function showFailed({ forceUpdate = false, log = 'software: installation failed' as string | null } = {}) {
  const shown = await renderRoute('/login', { as: 'installer@example.com' });
  project.serialNumber = SERIAL;
  project.address.address = '1 Solar St, Sydney NSW';
  project.unit = { updateTask: ['software', 'firmware'], forceUpdate, swVersion: null, connected: true, ssid: null };
  resetSoftwareUpdate(SERIAL, ['software', 'firmware']);
  Object.assign(softwareUpdate, { done: 1, failed: true, log });
  shown.navigate('/software-update-failed');
  await screen.findByRole('heading', { name: 'Update failed' });
  return shown;
}

describe('/software-update-failed', () => {
  it('names the task that did not finish and shows what the SolShare reported', async () => {
    await showFailed();
    expect(await screen.findByTestId('failed-task')).toHaveTextContent('Task 2 of 2 did not finish: firmware.');
    expect(screen.getByText('What the SolShare reported:')).toBeInTheDocument();
    expect(screen.getByTestId('update-log')).toHaveTextContent('software: installation failed');
    expect(screen.getByText(/The software update did not finish/)).toBeInTheDocument();
  });

  it('leaves out the log box when the server said nothing about the task', async () => {
    await showFailed({ log: null });
    expect(await screen.findByTestId('failed-task')).toHaveTextContent('Task 2 of 2 did not finish: firmware.');
    expect(screen.queryByTestId('update-log')).toBeNull();
  });

  it('Try again goes back to the update, which resumes at the failed task (Z-34)', async () => {
    const { user, history } = await showFailed();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(history.at(-1)).toBe('/software-update');
  });

  it('CONTINUE ANYWAY leads on to /commission/10 when the update is not forced (I-10, I-11)', async () => {
    const { user, history } = await showFailed({ forceUpdate: false });
    await user.click(screen.getByRole('button', { name: 'CONTINUE ANYWAY' }));
    expect(history.at(-1)).toBe('/commission/10');
  });

  it('offers no CONTINUE ANYWAY for a forced update (I-10)', async () => {
    await showFailed({ forceUpdate: true });
    await screen.findByTestId('failed-task');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CONTINUE ANYWAY' })).toBeNull();
  });
});
