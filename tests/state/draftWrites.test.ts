// The form drafts change on every key press. What is typed is held apart from the store and goes into
// it (and so into storage) once typing pauses, at least every second while it goes on, and as the page
// is hidden or left (a reload, a closed tab): typing costs the phone one store change in many keys and
// nothing typed is lost on a reload. A draft cleared here, by a new job or by another tab never comes
// back from what was held.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'solshare.formDrafts.v2';
const STEP = 'signUp:/create-account';
const settle = () => new Promise((r) => setTimeout(r, 0)); // valtio tells its subscribers after a microtask
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;

async function typeKeys(step: string, field: string, texts: string[], every = 0) {
  const { saveDraft } = await import('../../src/state/formDrafts.ts');
  for (const text of texts) {
    saveDraft(step, { [field]: text, password: 'secret-1' }, ['password']);
    await (every ? pause(every) : settle());
  }
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
  afterEach(() => {
    window.dispatchEvent(new Event('pagehide')); // this test's copy of the store writes what it holds now, not in the next test
    vi.restoreAllMocks();
  });

  it('reads the typed text back at once, and writes it once, with the last text and no password, when typing pauses', async () => {
    await typeKeys(STEP, 'name', ['S', 'Sa', 'Sam', 'Sam S']);
    const { readDraft } = await import('../../src/state/formDrafts.ts');
    expect(readDraft(STEP)).toEqual({ name: 'Sam S' });
    expect(writes).toHaveLength(0);
    await vi.waitFor(() => expect(writes).toHaveLength(1), { timeout: 1000, interval: 20 });
    expect(stored()).toEqual({ '|signUp:/create-account': { name: 'Sam S' } });
  });

  it('writes what goes on being typed at least every second, not only at the end', async () => {
    const texts = Array.from({ length: 14 }, (_, i) => 'Sam Smith-Jones'.slice(0, i + 1));
    await typeKeys(STEP, 'name', texts, 100); // 1.4 s with no pause of 300 ms
    expect(writes.length).toBeGreaterThanOrEqual(1);
    expect(writes.length).toBeLessThan(texts.length);
  });

  it('writes what is held as the page is left, so a reload straight after a key finds it', async () => {
    await typeKeys(STEP, 'name', ['S', 'Sam']);
    expect(writes).toHaveLength(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(writes).toHaveLength(1);
    vi.resetModules();
    const again = await import('../../src/state/formDrafts.ts');
    expect(again.readDraft(STEP)).toEqual({ name: 'Sam' });
  });

  it('writes what is held as the page is hidden (a phone may end a hidden page without pagehide)', async () => {
    await typeKeys('siteAddress:/commission/address', 'address', ['1', '1 Martin Place']);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(writes.at(-1)).toContain('1 Martin Place');
  });

  it('never brings back a draft cleared while it was held (a step sent straight after a key)', async () => {
    await typeKeys(STEP, 'name', ['S', 'Sam']);
    const { clearDraft, readDraft } = await import('../../src/state/formDrafts.ts');
    clearDraft(STEP);
    expect(readDraft(STEP)).toBeUndefined();
    await pause(400);
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(STEP)).toBeUndefined();
    expect(stored()).toEqual({});
  });

  it('never brings back what was held when a new job clears the drafts', async () => {
    await typeKeys(STEP, 'name', ['S', 'Sam']);
    const { resetStore } = await import('../../src/state/persist.ts');
    const { readDraft } = await import('../../src/state/formDrafts.ts');
    resetStore('formDrafts');
    await pause(400);
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(STEP)).toBeUndefined();
    expect(stored()).toEqual({});
  });

  it('drops what was held when another tab writes the drafts, so a draft that tab cleared does not come back', async () => {
    await typeKeys(STEP, 'name', ['S', 'Sam']);
    const { readDraft } = await import('../../src/state/formDrafts.ts');
    localStorage.setItem(KEY, '{}'); // the other tab sent the step
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '{}', storageArea: localStorage }));
    await pause(400);
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(STEP)).toBeUndefined();
    expect(stored()).toEqual({});
  });
});
