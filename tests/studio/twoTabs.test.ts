// @vitest-environment node
// Two studio tabs on one file: each change applies to the file as it is now, so a save made in the
// other tab is kept; a change to a text the other tab changed since is refused with what is there.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyChanges } from '../../scripts/studio/changes.ts';

const root = mkdtempSync(join(tmpdir(), 'studio-tabs-'));
mkdirSync(join(root, 'locales/en'), { recursive: true });
mkdirSync(join(root, 'locales/de'), { recursive: true });
writeFileSync(join(root, 'locales/en/page.json'), '{\n  "a": "One",\n  "b": "Two"\n}\n');
writeFileSync(join(root, 'locales/de/page.json'), '{\n  "a": "Eins",\n  "b": "Zwei"\n}\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const save = (changes: unknown[]) => {
  const applied = applyChanges(root, changes);
  for (const [file, text] of applied.files) if (!applied.findings.length) writeFileSync(join(root, file), text);
  return applied.findings;
};

describe('two tabs editing locales/de/page.json', () => {
  it("the second tab's save of another text keeps the first tab's", () => {
    expect(save([{ op: 'text', lang: 'de', key: 'page.a', value: 'Eins!', was: 'Eins' }])).toEqual([]);
    expect(save([{ op: 'text', lang: 'de', key: 'page.b', value: 'Zwei!', was: 'Zwei' }])).toEqual([]);
    expect(readFileSync(join(root, 'locales/de/page.json'), 'utf8')).toBe('{\n  "a": "Eins!",\n  "b": "Zwei!"\n}\n');
  });

  it('the second tab changing the same text is refused and told what it says now', () => {
    const findings = save([{ op: 'text', lang: 'de', key: 'page.a', value: 'Eins?', was: 'Eins' }]);
    expect(findings).toEqual([
      { code: 'conflict', file: 'locales/de/page.json', message: 'Eins!', key: 'page.a', lang: 'de' },
    ]);
    expect(readFileSync(join(root, 'locales/de/page.json'), 'utf8')).toContain('"a": "Eins!"');
  });

  it('an emptied text and a German text English has being removed are refused before any check', () => {
    expect(save([{ op: 'text', lang: 'de', key: 'page.b', value: '  ', was: 'Zwei!' }])[0].code).toBe('emptyText');
    expect(save([{ op: 'text', lang: 'de', key: 'page.b', value: null, was: 'Zwei!' }])[0].code).toBe('loses');
  });
});
