// /commission/22 (Y.16m, G-04…G-07) and the
// share links of /congratulations (G-11). The score: tests/run/npsForm.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderApi } from '../../src/api/provider.ts';
import { flowStep } from '../support/flowStep.ts';
import { shareLinks } from '../../src/screens/core/parts/shareLinks.ts';
import SuccessScreen from '../../src/screens/run/SuccessScreen.tsx';
import { clearAllDrafts } from '../../src/state/formDrafts.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { initTestI18n, renderStep, step } from './renderStep.tsx';

const SERIAL = '3P_35A_0400';
const acked = () => Promise.resolve({ ok: true as const, status: 200, data: undefined });

beforeAll(initTestI18n);
beforeEach(() => {
  Object.assign(project, emptyProject(), { serialNumber: SERIAL });
  clearAllDrafts(); // what one test typed is kept as a draft (issue 10); each test starts clean
});

describe('success and the invite (Y.16m)', () => {
  const successStep = step({
    path: '/commission/22',
    screen: 'success',
    title: 'success.title',
    progress: 100,
    run: 'sendInvite',
    on: { sent: { notice: 'success.invite.sent' } },
    buttons: [{ text: 'success.finish', to: '/congratulations' }],
  });
  function open(invite: ProviderApi['invite'] = vi.fn(acked)) {
    const view = renderStep(SuccessScreen, successStep, { api: { invite } });
    return { ...view, invite };
  }
  const email = () => screen.getByLabelText("Asset manager's email");
  const ERROR = 'please input a valid email address';

  it('shows the heading and a full bar (G-04)', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Commissioning successful!' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it.each([[''], ['manager@']])('"%s" on blur: please input a valid email address', async (typed) => {
    open();
    await userEvent.click(email());
    if (typed) await userEvent.type(email(), typed);
    await userEvent.tab();
    expect(screen.getByText(ERROR)).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
  });

  it('a valid address gives no message; sending asks first, and declining sends nothing (G-06)', async () => {
    const { invite } = open();
    await userEvent.type(email(), 'manager@example.com');
    await userEvent.tab();
    expect(screen.queryByText(ERROR)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'SEND INVITE' }));
    expect(await screen.findByText(/officially appointed asset manager, building manager or solar partner/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "No, don't send" }));
    await waitFor(() => expect(screen.queryByText(/officially appointed/)).toBeNull());
    expect(invite).not.toHaveBeenCalled();
  });

  it('confirming sends { email, serialNum } for the serial and says so in place (G-07)', async () => {
    const { invite, location } = open();
    await userEvent.type(email(), 'manager@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'SEND INVITE' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, send the invitation' }));
    expect(await screen.findByText('Invitation sent successfully.')).toBeInTheDocument();
    expect(invite).toHaveBeenCalledWith(SERIAL, { email: 'manager@example.com', serialNum: SERIAL });
    expect(location.history).toEqual(['/commission/22']);
  });

  it('an invalid address is not sent: the message shows and no question is asked', async () => {
    const { invite } = open();
    await userEvent.type(email(), 'manager@');
    await userEvent.click(screen.getByRole('button', { name: 'SEND INVITE' }));
    expect(screen.getByText(ERROR)).toBeInTheDocument();
    expect(screen.queryByText(/officially appointed/)).toBeNull();
    expect(invite).not.toHaveBeenCalled();
  });

  it('a failed invite is shown in place with the server message', async () => {
    const failing = vi.fn(() => Promise.resolve({ ok: false as const, status: 400, kind: 'http' as const, message: 'Email already invited' }));
    open(failing);
    await userEvent.type(email(), 'manager@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'SEND INVITE' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, send the invitation' }));
    expect(await screen.findByText('Email already invited')).toBeInTheDocument();
  });
});

describe('share links (G-11)', () => {
  const links = shareLinks('I did it: solar & sharing', 'https://example.com/a?b=c', ['SolShare', 'SolarForEveryone', 'SharedSolar']);

  it('offers Facebook, LinkedIn and X', () => {
    expect(links.map((l) => l.network)).toEqual(['facebook', 'linkedin', 'x']);
    expect(links.map((l) => new URL(l.href).hostname)).toEqual(['www.facebook.com', 'www.linkedin.com', 'twitter.com']);
  });

  it('URL-encodes the text, the link and the hashtags', () => {
    const x = new URL(links[2].href);
    expect(x.searchParams.get('text')).toBe('I did it: solar & sharing');
    expect(x.searchParams.get('url')).toBe('https://example.com/a?b=c');
    expect(x.searchParams.get('hashtags')).toBe('SolShare,SolarForEveryone,SharedSolar');
    const linkedin = new URL(links[1].href).searchParams.get('text');
    expect(linkedin).toContain('#SolShare #SolarForEveryone #SharedSolar');
    expect(new URL(links[0].href).searchParams.get('u')).toBe('https://example.com/a?b=c');
  });
});

describe('the congratulations screen (G-11)', () => {
  it('celebrates, shares on three networks in a new window without opener, and goes home', async () => {
    const { default: InfoScreen } = await import('../../src/screens/core/InfoScreen.tsx');
    const { location } = renderStep(InfoScreen, flowStep('/congratulations'));
    expect(screen.getByRole('heading', { name: 'Share your work' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Share on Facebook (opens in a new window)',
      'Share on LinkedIn (opens in a new window)',
      'Share on X (Twitter) (opens in a new window)',
    ]);
    for (const a of links) expect(a).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await userEvent.click(screen.getByRole('button', { name: 'HOME' }));
    expect(location.history.at(-1)).toBe('/welcome');
  });
});
