// The share links of /congratulations (G-11). The score: npsForm.test.tsx; /commission/22 (Y.16m) on the
// whole app: successInvite.test.tsx.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flowStep } from '../support/flowStep.ts';
import { shareLinks } from '../../src/screens/core/parts/shareLinks.ts';
import { resetStore } from '../../src/state/persist.ts';
import { FORM_DRAFTS } from '../../src/state/storeNames.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { initTestI18n, renderScreen } from '../support/renderScreen.tsx';

const SERIAL = '3P_35A_0400';

beforeAll(initTestI18n);
beforeEach(() => {
  Object.assign(project, emptyProject(), { serialNumber: SERIAL });
  resetStore(FORM_DRAFTS); // what one test typed is kept as a draft; each test starts clean
});

describe('share links (G-11)', () => {
  const links = shareLinks('I did it: solar & sharing', 'https://example.com/a?b=c', [
    'SolShare',
    'SolarForEveryone',
    'SharedSolar',
  ]);

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
  // first in this file: the parts' code has not been loaded yet
  it('draws HOME only with the celebration and share links above it, so HOME never moves under a finger', async () => {
    const { default: InfoScreen } = await import('../../src/screens/core/InfoScreen.tsx');
    renderScreen(InfoScreen, flowStep('/congratulations'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading'); // the parts' code is on its way
    expect(screen.queryByRole('button', { name: 'HOME' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'HOME' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Share your work' })).toBeInTheDocument(); // drawn with HOME
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('celebrates, shares on three networks in a new window without opener, and goes home', async () => {
    const { default: InfoScreen } = await import('../../src/screens/core/InfoScreen.tsx');
    const { location } = renderScreen(InfoScreen, flowStep('/congratulations'));
    expect(await screen.findByRole('heading', { name: 'Share your work' })).toBeInTheDocument(); // the part loads with the page
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
