// @vitest-environment jsdom -- this file needs the page: its storage, its events or its document
// Two tabs of the app share localStorage: a store follows the other tab's writes (the `storage` event)
// and does not write them back; what the other tab wrote is checked like anything read from storage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unsignedJwt } from '../support/tokens.ts';

const KEY = 'solshare.project.v1';
const tick = () => new Promise((r) => setTimeout(r, 0));

/** What the browser does in this tab when another tab writes `key`. */
function otherTabWrites(key: string | null, newValue: string | null) {
  if (key !== null) {
    if (newValue === null) localStorage.removeItem(key);
    else localStorage.setItem(key, newValue);
  } else localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

describe('a store follows the other tabs', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the SolShare name another tab saved, and does not write it back', async () => {
    const { project } = await import('../../src/state/project.ts');
    const { remoteChanges } = await import('../../src/state/persist.ts');
    project.serialNumber = '3P_35A_0401';
    project.address.solshareName = 'Typed in tab A';
    await tick();
    const theirs = {
      ...JSON.parse(localStorage.getItem(KEY) ?? '{}'),
      address: { ...project.address, solshareName: 'Saved in tab B' },
    };
    otherTabWrites(KEY, JSON.stringify(theirs));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await tick();
    expect(project.address.solshareName).toBe('Saved in tab B');
    expect(remoteChanges.project).toBe(1);
    expect(setItem).not.toHaveBeenCalled(); // no echo back to the other tab
  });

  it('saves its own next change on top of what the other tab saved', async () => {
    const { project } = await import('../../src/state/project.ts');
    project.serialNumber = '3P_35A_0401';
    await tick();
    otherTabWrites(
      KEY,
      JSON.stringify({
        ...JSON.parse(localStorage.getItem(KEY) ?? '{}'),
        address: { ...project.address, solshareName: 'Saved in tab B' },
      }),
    );
    project.spec.inverter = 'SMA';
    await tick();
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as {
      address: { solshareName: string };
      spec: { inverter: string };
    };
    expect(stored.address.solshareName).toBe('Saved in tab B');
    expect(stored.spec.inverter).toBe('SMA');
  });

  it('ignores a malformed write from another tab, with a warning, and keeps its own', async () => {
    const { project } = await import('../../src/state/project.ts');
    project.serialNumber = '3P_35A_0401';
    await tick();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    otherTabWrites(KEY, JSON.stringify({ serialNumber: 'X', connections: [null, null, null, null, null] }));
    expect(project.serialNumber).toBe('3P_35A_0401');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Discarding saved project: /));
  });

  it('starts clean when another tab logs out and clears the job', async () => {
    const { project } = await import('../../src/state/project.ts');
    project.serialNumber = '3P_35A_0401';
    await tick();
    otherTabWrites(KEY, null);
    expect(project.serialNumber).toBe('');
    project.serialNumber = '3P_35A_0402';
    otherTabWrites(null, null); // the other tab cleared all storage
    expect(project.serialNumber).toBe('');
  });

  it('follows a logout in another tab: this tab is logged out too', async () => {
    const jwt = unsignedJwt({ exp: 2_000_000_000, email: 'a@b.co', role: ['Commissioner'] });
    const { signIn, isLoggedIn } = await import('../../src/state/session.ts');
    signIn(jwt, 1_999_000_000_000);
    await tick();
    const stored = JSON.parse(localStorage.getItem('solshare.session.v1') ?? '{}') as Record<string, unknown>;
    otherTabWrites(
      'solshare.session.v1',
      JSON.stringify({ ...stored, token: null, email: null, exp: null, roles: [] }),
    );
    expect(isLoggedIn(1_999_000_000_000)).toBe(false);
  });
});
