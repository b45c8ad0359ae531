// @vitest-environment jsdom -- this file needs the page: its storage, its events or its document
// Saved drafts survive reloads; unreadable or old-format storage is discarded with a warning, never a
// crash.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('persisted stores', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the commissioning draft across a reload', async () => {
    const first = await import('../../src/state/project.ts');
    first.project.serialNumber = '3P_35A_0401';
    first.project.address.address = '1 Solar St, Sydney';
    await new Promise((r) => setTimeout(r, 0));
    vi.resetModules();
    const second = await import('../../src/state/project.ts');
    expect(second.project.serialNumber).toBe('3P_35A_0401');
    expect(second.project.address.address).toBe('1 Solar St, Sydney');
  });

  it("a logout's reset clears a store whose code has not loaded yet: it starts clean when it loads", async () => {
    localStorage.setItem(
      'solshare.formDrafts.v2',
      JSON.stringify({ 'specifications:/commission/specifications': { ac: 8 } }),
    );
    localStorage.setItem('solshare.formDraftsSpare.v1', '{}'); // another store whose name starts the same
    const { resetStore } = await import('../../src/state/persist.ts');
    resetStore('formDrafts');
    expect(localStorage.getItem('solshare.formDraftsSpare.v1')).toBe('{}');
    const { formDrafts } = await import('../../src/state/formDrafts.ts');
    expect(formDrafts).toEqual({});
  });

  it("a logout's reset puts a store that has loaded back to its start, in memory and in storage", async () => {
    const { runHistory, recordRunEnd } = await import('../../src/state/runHistory.ts');
    recordRunEnd('3P_35A_0401', { at: 1, result: 'success' });
    await new Promise((r) => setTimeout(r, 0));
    expect(localStorage.getItem('solshare.runHistory.v1')).toContain('3P_35A_0401');
    const { resetStore } = await import('../../src/state/persist.ts');
    resetStore('runHistory');
    await new Promise((r) => setTimeout(r, 0));
    expect(runHistory).toEqual({});
    expect(localStorage.getItem('solshare.runHistory.v1')).toBe('{}');
  });

  it('discards a draft that is not JSON, with a warning', async () => {
    localStorage.setItem('solshare.project.v1', '{not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { project } = await import('../../src/state/project.ts');
    expect(project.serialNumber).toBe('');
    expect(warn).toHaveBeenCalledWith('Discarding saved project: it could not be read.');
    expect(localStorage.getItem('solshare.project.v1')).not.toBe('{not json');
  });

  it('discards a draft in a format this version does not read', async () => {
    localStorage.setItem('solshare.project.v1', JSON.stringify({ serialNumber: 42 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { project } = await import('../../src/state/project.ts');
    expect(project.connections).toHaveLength(5);
    expect(warn).toHaveBeenCalledWith(
      'Discarding saved project: it is not in the format this version reads (/serialNumber: expected a serial number (letters, digits, _ and -)).',
    );
  });

  it('discards a draft saved by an older version of the app', async () => {
    localStorage.setItem('solshare.project.v0', JSON.stringify({ serial: 'old' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await import('../../src/state/project.ts');
    expect(localStorage.getItem('solshare.project.v0')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Discarding project saved by an older version of the app.');
  });

  it('keeps working in memory when storage is full', async () => {
    const { project } = await import('../../src/state/project.ts');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    project.serialNumber = '3P_35A_0402';
    await new Promise((r) => setTimeout(r, 0));
    expect(project.serialNumber).toBe('3P_35A_0402');
    expect(warn).toHaveBeenCalled();
  });
});
