// /feedback/1 on the form kind (J-05…J-08, L-35, Z-60), on the whole app with the real client and the
// simulator: an empty message is refused in place, the message goes with the route the user came from
// and the serial, and what is typed stays a draft through a reload and a failed send.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { project } from '../../src/state/project.ts';
import { renderRoute } from '../support/renderRoute.tsx';

const INSTALLER = 'installer@example.com';
const message = () => screen.findByLabelText(/^Your message/);
const send = () => screen.getByRole('button', { name: 'SEND' });

describe('the feedback form', () => {
  it('refuses an empty or blank message and sends nothing (L-35)', async () => {
    const { user, sim, history } = await renderRoute('/feedback/1', { as: INSTALLER });
    await user.click(await screen.findByRole('button', { name: 'SEND' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write your feedback before sending it');
    await user.type(await message(), '   ');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write your feedback before sending it');
    expect(sim.state.model.records.feedback).toEqual([]);
    expect(history).toEqual(['/feedback/1']);
  });

  it('sends a flagged issue with the route the user came from and the serial, then thanks them (J-07, Z-60)', async () => {
    const { user, sim, history, navigate } = await renderRoute('/welcome', { as: INSTALLER });
    project.serialNumber = '3P_35A_0412';
    await screen.findByRole('heading', { level: 1 });
    navigate('/feedback/1');
    await user.click(await screen.findByLabelText(/Flag an issue/));
    await user.type(await message(), 'The unit LED is hard to see');
    await user.click(send());
    await waitFor(() => expect(history.at(-1)).toBe('/feedback/2?from=%2Fwelcome'));
    expect(sim.state.model.records.feedback).toEqual([
      expect.objectContaining({
        page: '/welcome',
        meter: '3P_35A_0412',
        comment: '[issue] The unit LED is hard to see',
      }),
    ]);
  });

  it('a comment is the default and goes without the issue mark', async () => {
    const { user, sim, history } = await renderRoute('/feedback/1', { as: INSTALLER });
    expect(await screen.findByLabelText(/Write a comment/)).toBeChecked();
    await user.type(await message(), ' Nice app ');
    await user.click(send());
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/feedback\/2/));
    expect(sim.state.model.records.feedback).toEqual([expect.objectContaining({ comment: 'Nice app' })]);
  });

  it('keeps the text through a reload and a failed send, and drops it once sent', async () => {
    const app = await renderRoute('/feedback/1', { as: INSTALLER });
    await app.user.click(await screen.findByLabelText(/Flag an issue/));
    await app.user.type(await message(), 'The serial field zooms the page');
    app.reload();
    expect(await message()).toHaveValue('The serial field zooms the page');
    expect(screen.getByLabelText(/Flag an issue/)).toBeChecked();
    app.sim.state.faults.push({ operation: 'feedback', status: 503, times: 1 });
    await app.user.click(send());
    expect(await screen.findByText(/The server had a problem/)).toBeInTheDocument();
    expect(await message()).toHaveValue('The serial field zooms the page');
    expect(app.history).toEqual(['/feedback/1']);
    await app.user.click(send());
    await waitFor(() => expect(app.history.at(-1)).toMatch(/^\/feedback\/2/));
    app.navigate('/feedback/1');
    expect(await message()).toHaveValue('');
    expect(app.sim.state.model.records.feedback).toHaveLength(1);
  });
});
