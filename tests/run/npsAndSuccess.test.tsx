// /net-promoter-score (Y.16g, G-01…G-03, Z-60) and the share links of /congratulations (G-11).
// /commission/22 (Y.16m) is tested on the whole app in successInvite.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderApi } from '../../src/api/provider.ts';
import NpsScreen from '../../src/screens/run/NpsScreen.tsx';
import { flowStep } from '../support/flowStep.ts';
import { shareLinks } from '../../src/screens/core/parts/shareLinks.ts';
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

describe('the net promoter score (Y.16g)', () => {
  const npsStep = step({ path: '/net-promoter-score', screen: 'nps', run: 'sendNps', title: 'nps.title', on: { sent: '/commission/22' } });

  function open(netPromoterScore: ProviderApi['netPromoterScore'] = vi.fn(acked)) {
    const view = renderStep(NpsScreen, npsStep, { api: { netPromoterScore } });
    return { ...view, netPromoterScore };
  }
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));

  it('starts at 7 on a 0–10 slider (G-01)', () => {
    open();
    const slider = screen.getByRole('slider');
    expect(slider).toHaveValue('7');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '10');
    expect(screen.getByText('Score: 7 out of 10')).toBeInTheDocument();
  });

  it('score 7 untouched, empty comment: asks before sending, with IGNORE', async () => {
    const { netPromoterScore } = open();
    await submit();
    expect(await screen.findByText('Are you sure you want to leave this blank?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'IGNORE' })).toBeInTheDocument();
    expect(netPromoterScore).not.toHaveBeenCalled();
  });

  it('score 9 with only spaces: the same question (trimmed to empty)', async () => {
    const { netPromoterScore } = open();
    await userEvent.click(screen.getByRole('button', { name: '9' }));
    await userEvent.type(screen.getByRole('textbox'), '   ');
    await submit();
    expect(await screen.findByText('Are you sure you want to leave this blank?')).toBeInTheDocument();
    expect(netPromoterScore).not.toHaveBeenCalled();
  });

  it('score 9 with " great ": sends the trimmed comment with browser, route and serial, then /commission/22', async () => {
    const { netPromoterScore, location } = open();
    await userEvent.click(screen.getByRole('button', { name: '9' }));
    await userEvent.type(screen.getByRole('textbox'), ' great ');
    await submit();
    await waitFor(() => expect(location.history.at(-1)).toBe('/commission/22'));
    expect(netPromoterScore).toHaveBeenCalledWith({ score: 9, comment: 'great', environment: navigator.userAgent, page: '/net-promoter-score', meter: SERIAL });
  });

  it('score 0, empty, then IGNORE: sends an empty comment and goes on (Z-46)', async () => {
    const { netPromoterScore, location } = open();
    await userEvent.click(screen.getByRole('button', { name: '0' }));
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'IGNORE' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/commission/22'));
    expect(netPromoterScore).toHaveBeenCalledWith(expect.objectContaining({ score: 0, comment: '' }));
  });

  it('dismissing the question returns to the form and sends nothing', async () => {
    const { netPromoterScore, location } = open();
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a comment' }));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to leave this blank?')).toBeNull());
    expect(netPromoterScore).not.toHaveBeenCalled();
    expect(location.history).toEqual(['/net-promoter-score']);
  });
  // a failed send: tests/run/npsKept.test.tsx (the real client and the simulator's fault)
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
