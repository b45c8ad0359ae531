// /welcome as an `info` step on the real app, client and simulator: the menu by role, the intro notes
// before commissioning (C-01, Z-15), and the unfinished job offered back (resumeJob part).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { introTips } from '../../src/state/introTips.ts';
import { jobOwner } from '../../src/state/job.ts';
import { project } from '../../src/state/project.ts';
import { renderRoute } from '../support/renderRoute.tsx';

describe('the welcome menu', () => {
  it('an installer reads the three tips one by one before the training checklist opens', async () => {
    const { user, history } = await renderRoute('/welcome', { as: 'installer@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Commission a unit' }));
    for (const [n, button] of [
      [1, 'NEXT'],
      [2, 'NEXT'],
      [3, 'Got it'],
    ] as const) {
      const dialog = await screen.findByRole('dialog', { name: `Tip ${n} of 3` });
      await user.click(within(dialog).getByRole('button', { name: button }));
    }
    expect(history.at(-1)).toBe('/confirm-training');
  });

  it("Don't show these tips again goes on at once, and the next Commission a unit opens the checklist straight away", async () => {
    const { user, history, navigate } = await renderRoute('/welcome', { as: 'installer@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Commission a unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tip 1 of 3' });
    await user.click(within(dialog).getByRole('button', { name: "Don't show these tips again" }));
    expect(history.at(-1)).toBe('/confirm-training');
    navigate('/welcome');
    await user.click(await screen.findByRole('button', { name: 'Commission a unit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(history.at(-1)).toBe('/confirm-training');
    expect(introTips.offFor).toHaveLength(1); // this user's choice, kept on the phone
    expect(JSON.stringify(localStorage)).not.toContain('"offFor":["installer'); // as a tag, not the e-mail
    introTips.offFor.length = 0;
  });

  it('closing a tip cancels: the installer stays on the menu', async () => {
    const { user, history } = await renderRoute('/welcome', { as: 'installer@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Commission a unit' }));
    await screen.findByRole('dialog', { name: 'Tip 1 of 3' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(history.at(-1)).toBe('/welcome');
  });

  it('a provider sees the menu without Commission a unit and without a job to resume', async () => {
    await renderRoute('/welcome', { as: 'provider@example.com' });
    expect(await screen.findByRole('button', { name: 'View fleet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Commission a unit' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Unfinished job' })).toBeNull();
  });

  it('an unfinished job is offered back and continues at its step', async () => {
    const { user, history, navigate } = await renderRoute('/login', { as: 'installer@example.com' });
    project.serialNumber = '3P_35A_0401';
    project.address.address = '1 Solar St, Sydney NSW';
    jobOwner.lastStep = '/commission/11';
    navigate('/welcome');
    const card = await screen.findByRole('region', { name: 'Unfinished job' });
    expect(within(card).getByText('SolShare 3P_35A_0401 at 1 Solar St, Sydney NSW')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Continue where you were' }));
    expect(history.at(-1)).toBe('/commission/11');
  });
});
