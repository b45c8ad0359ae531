// @vitest-environment jsdom -- this file needs the page: its storage, its events or its document
// The form drafts change on every key press; the store writes them to storage at most every 250 ms (the
// first change at once, the next ones together at the end of that time) and whatever is due when the
// page is hidden or left (a reload, a closed tab), so typing costs the phone one write in several keys
// and nothing typed is lost on a reload.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'solshare.formDrafts.v2';
const settle = () => new Promise((r) => setTimeout(r, 0)); // valtio tells its subscribers after a microtask

/** Two keys in one field, quicker than 250 ms: the first written at once, the second due. */
async function typeTwoKeys(step: string, field: string, first: string, second: string) {
  const { saveDraft } = await import('../../src/state/formDrafts.ts');
  saveDraft(step, { [field]: first });
  await settle();
  saveDraft(step, { [field]: second });
  await settle();
}

describe('the form drafts in storage while typing', () => {
  let writes: string[];
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
    writes = [];
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === KEY) writes.push(value);
      setItem.call(this, key, value);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('writes the first key at once and the keys typed within 250 ms of it together, once, with the last text', async () => {
    const { saveDraft } = await import('../../src/state/formDrafts.ts');
    saveDraft('signUp:/create-account', { name: 'S' });
    await settle();
    expect(writes).toHaveLength(1);
    for (const name of ['Sa', 'Sam', 'Sam ', 'Sam S']) {
      saveDraft('signUp:/create-account', { name });
      await settle();
    }
    expect(writes).toHaveLength(1); // not yet: within 250 ms of the first write
    await vi.waitFor(() => expect(writes).toHaveLength(2), { timeout: 1000, interval: 20 });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ '|signUp:/create-account': { name: 'Sam S' } });
  });

  it('writes what is due as the page is left, so a reload straight after a key finds it', async () => {
    await typeTwoKeys('signUp:/create-account', 'name', 'S', 'Sam');
    expect(writes).toHaveLength(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(writes).toHaveLength(2);
    vi.resetModules();
    const again = await import('../../src/state/formDrafts.ts');
    expect(again.readDraft('signUp:/create-account')).toEqual({ name: 'Sam' });
  });

  it('writes what is due as the page is hidden (a phone may end a hidden page without pagehide)', async () => {
    await typeTwoKeys('siteAddress:/commission/address', 'address', '1', '1 Martin Place');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(writes.at(-1)).toContain('1 Martin Place');
  });
});
