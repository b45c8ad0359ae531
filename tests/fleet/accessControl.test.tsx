// /access-control on the form kind (H-40, G-05…G-07, L-34), on the whole app with the real
// client and the simulator, signed in as the demo fleet's provider: who has access is loaded, the
// e-mail is checked when it loses focus, the invite is asked first and reaches the simulator, and the
// list is loaded again with the invitee.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { project } from '../../src/state/project.ts';
import { renderRoute } from '../support/renderRoute.tsx';

const FLEET = 'fleet@example.com';

async function open() {
  const app = await renderRoute('/welcome', { as: FLEET });
  const serial = [...app.sim.state.model.fleetUnits.keys()][0];
  project.serialNumber = serial;
  await screen.findByRole('heading', { level: 1 });
  app.navigate('/access-control');
  const who = await screen.findByRole('list', { name: 'Who has access' });
  const email = () => screen.getByLabelText(/^Asset manager's email/);
  const invites = () =>
    app.sim.state.model.records.invites as { serial: string; email: string; serialNum: string; by: string }[];
  return { ...app, serial, who, email, invites };
}

describe('/access-control', { timeout: 40_000 }, () => {
  it('lists who has access and adds the invitee after the confirmed invite (G-06, G-07)', async () => {
    const app = await open();
    expect(within(app.who).getByText('Fran Fleet')).toBeInTheDocument();
    await app.user.type(app.email(), 'am@example.com');
    await app.user.click(screen.getByRole('button', { name: 'SEND INVITE' }));
    expect(await screen.findByText(/^Is am@example.com an officially appointed asset manager/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Yes, send the invitation' }));
    expect(await screen.findByText('Invitation sent successfully.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Who has access' })).getByText('am@example.com'),
      ).toBeInTheDocument(),
    );
    expect(app.invites().at(-1)).toMatchObject({
      serial: app.serial,
      email: 'am@example.com',
      serialNum: app.serial,
      by: FLEET,
    });
    expect(app.email()).toHaveValue(''); // ready for the next invitee
  });

  it('declining the question sends nothing (G-06)', async () => {
    const app = await open();
    await app.user.type(app.email(), 'am@example.com');
    await app.user.click(screen.getByRole('button', { name: 'SEND INVITE' }));
    await app.user.click(await screen.findByRole('button', { name: "No, don't send" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.invites()).toEqual([]);
    expect(app.email()).toHaveValue('am@example.com');
  });

  it('checks the e-mail when it loses focus, and asks nothing for an invalid one (L-34)', async () => {
    const app = await open();
    await app.user.type(app.email(), 'manager@');
    await app.user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('please input a valid email address');
    await app.user.click(screen.getByRole('button', { name: 'SEND INVITE' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await app.user.type(app.email(), 'example.com');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull()); // corrected: the error goes while typing
    expect(app.invites()).toEqual([]);
  });

  it('keeps the typed e-mail through a reload and a failed invite', async () => {
    const app = await open();
    await app.user.type(app.email(), 'keep@example.com');
    app.reload();
    await screen.findByRole('list', { name: 'Who has access' });
    expect(app.email()).toHaveValue('keep@example.com');
    app.sim.state.faults.push({ operation: 'invite', status: 503, times: 1 });
    await app.user.click(screen.getByRole('button', { name: 'SEND INVITE' }));
    await app.user.click(await screen.findByRole('button', { name: 'Yes, send the invitation' }));
    expect(await screen.findByText(/The server had a problem/)).toBeInTheDocument();
    expect(app.email()).toHaveValue('keep@example.com');
    expect(app.invites()).toEqual([]);
  });
});
