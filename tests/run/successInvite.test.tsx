// /commission/22 as an `info` step with the invite part, on the real app, client and simulator
// (Y.16m, G-04…G-10): the heading and a full bar, the e-mail checked on blur (L-34), the question
// before sending (G-06), and the invite the simulator receives (G-07, K-18).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { project } from '../../src/state/project.ts';
import { prepareRun, run } from '../../src/state/run.ts';
import { renderRoute } from '../support/renderRoute.tsx';

const SERIAL = '3P_35A_0400';
const ERROR = 'please input a valid email address';

async function showSuccess() {
  const shown = await renderRoute('/login', { as: 'installer@example.com' });
  project.serialNumber = SERIAL;
  project.address.address = '1 Solar St, Sydney NSW';
  prepareRun(SERIAL, { uploadConfig: false });
  Object.assign(run, { step: 'done', commissionStatus: 'success' }); // the runPassed guard
  shown.navigate('/commission/22');
  await screen.findByRole('heading', { name: 'Commissioning successful!' });
  return shown;
}
const email = () => screen.findByLabelText("Asset manager's email");
const invites = async (sim: { app: { request(path: string): Response | Promise<Response> } }) =>
  (
    (await (await sim.app.request('/__sim/records')).json()) as {
      invites: { serial: string; email: string; serialNum: string }[];
    }
  ).invites;

describe('/commission/22: success and the invite (Y.16m)', () => {
  it('shows the heading and a full bar (G-04)', async () => {
    await showSuccess();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it.each([[''], ['manager@']])('"%s" on blur: please input a valid email address (L-34)', async (typed) => {
    const { user } = await showSuccess();
    await user.click(await email());
    if (typed) await user.type(await email(), typed);
    await user.tab();
    expect(screen.getByText(ERROR)).toBeInTheDocument();
    expect(await email()).toHaveAttribute('aria-invalid', 'true');
  });

  it('a valid address gives no message; sending asks first, and declining sends nothing (G-06)', async () => {
    const { user, sim } = await showSuccess();
    await user.type(await email(), 'manager@example.com');
    await user.tab();
    expect(screen.queryByText(ERROR)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'SEND INVITE' }));
    expect(
      await screen.findByText(/officially appointed asset manager, building manager or solar partner/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "No, don't send" }));
    await waitFor(() => expect(screen.queryByText(/officially appointed/)).toBeNull());
    expect(await invites(sim)).toEqual([]);
  });

  it('confirming sends { email, serialNum } for the serial and says so in place (G-07)', async () => {
    const { user, sim, history } = await showSuccess();
    await user.type(await email(), 'manager@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND INVITE' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, send the invitation' }));
    expect(await screen.findByText('Invitation sent successfully.')).toBeInTheDocument();
    expect(await invites(sim)).toMatchObject([{ serial: SERIAL, email: 'manager@example.com', serialNum: SERIAL }]);
    expect(history.at(-1)).toBe('/commission/22');
    expect(await email()).toHaveValue(''); // ready for another invitee
  });

  it('an invalid address is not sent: the message shows and no question is asked', async () => {
    const { user, sim } = await showSuccess();
    await user.type(await email(), 'manager@');
    await user.click(screen.getByRole('button', { name: 'SEND INVITE' }));
    expect(screen.getByText(ERROR)).toBeInTheDocument();
    expect(screen.queryByText(/officially appointed/)).toBeNull();
    expect(await invites(sim)).toEqual([]);
  });

  it('a failed invite is shown in place with the server message and keeps the address', async () => {
    const { user, sim } = await showSuccess();
    await sim.app.request('/__sim/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        path: '/v2/projects/invite/meter/',
        status: 400,
        body: { message: 'Email already invited' },
      }),
    } as never);
    await user.type(await email(), 'manager@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND INVITE' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, send the invitation' }));
    expect(await screen.findByText('Email already invited')).toBeInTheDocument();
    expect(await email()).toHaveValue('manager@example.com');
  });

  it('FINISH goes to /congratulations (G-08)', async () => {
    const { user, history } = await showSuccess();
    await user.click(screen.getByRole('button', { name: 'FINISH' }));
    expect(history.at(-1)).toBe('/congratulations');
  });
});
