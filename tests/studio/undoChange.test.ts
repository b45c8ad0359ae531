// @vitest-environment node
// Undo of one saved change in the Changes tab: only that change's lines go back to the last commit;
// a change the page showed that is no longer there (the file changed meanwhile) is not undone.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pendingHunks, undoHunk } from '../../scripts/studio/undoChange.ts';

const root = mkdtempSync(join(tmpdir(), 'studio-undo-change-'));
const FILE = 'locales/de/page.json';
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
mkdirSync(join(root, 'locales/de'), { recursive: true });
const lines = (a: string, f: string) =>
  `{\n  "a": "${a}",\n  "b": "Zwei",\n  "c": "Drei",\n  "d": "Vier",\n  "e": "Fünf",\n  "f": "${f}"\n}\n`;
writeFileSync(join(root, FILE), lines('Eins', 'Sechs'));
git('init', '-q');
git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '--allow-empty', '-m', 'empty');
git('add', '-A');
git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'words');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('undo one saved change', () => {
  it('puts back only that change and keeps the other one in the same file', () => {
    writeFileSync(join(root, FILE), lines('Eins!', 'Sechs!'));
    const [{ file, hunks }] = pendingHunks(root);
    expect(file).toBe(FILE);
    expect(hunks).toHaveLength(2);
    expect(undoHunk(root, FILE, hunks[0])).toBeUndefined();
    expect(readFileSync(join(root, FILE), 'utf8')).toBe(lines('Eins', 'Sechs!'));
  });

  it('a change no longer there is not undone, and says why', () => {
    const stale = '@@ -2 +2 @@\n-  "a": "Eins",\n+  "a": "Eins?",\n';
    expect(undoHunk(root, FILE, stale)).toMatch(/changed meanwhile/);
    expect(readFileSync(join(root, FILE), 'utf8')).toBe(lines('Eins', 'Sechs!'));
  });
});
