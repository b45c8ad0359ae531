// @vitest-environment node
// npm run check:content holds content/photos.json as editors change it: a list naming a kind that
// does not exist, a kind named twice, or a kind whose words a language lacks is refused at
// file:line:column, on a copy of the repository's content with that one change.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repoFiles.ts';
import { runTsScript } from '../support/runTsScript.ts';

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** the repository's content with `change` applied to the files it names, checked as an editor would */
function checkWith(change: Record<string, (text: string) => string>) {
  const root = mkdtempSync(join(tmpdir(), 'solshare-photos-'));
  copies.push(root);
  // what the checker reads: the content and the contract the forms refer to
  for (const path of ['flows', 'content', 'locales', 'src/api/openapi.yaml'])
    cpSync(join(repoRoot, path), join(root, path), { recursive: true });
  for (const [file, edit] of Object.entries(change)) {
    const text = edit(readFileSync(join(root, file), 'utf8'));
    writeFileSync(join(root, file), text);
  }
  const run = runTsScript('src/checker/cli/checkContent.ts', root);
  return { status: run.status, stderr: run.stderr, lineOf: (text: string, what: string) => lineOf(text, what) };
}

const lineOf = (text: string, what: string) => text.split('\n').findIndex((l) => l.includes(what)) + 1;

describe('check:content on the photo list', () => {
  it('passes the list as it is', () => {
    const { status, stderr } = checkWith({});
    expect(stderr).toBe('');
    expect(status).toBe(0);
  });

  it('refuses a kind the list names that does not exist, at its line, with the closest kind', () => {
    let edited = '';
    const { status, stderr } = checkWith({
      'content/photos.json': (t) =>
        (edited = t.replace(
          '{ "kind": "meterBoard", "required": true }',
          '{ "kind": "metreBoard", "required": true }',
        )),
    });
    expect(status).toBe(1);
    const line = lineOf(edited, '"metreBoard"');
    expect(line).toBeGreaterThan(1);
    expect(stderr).toMatch(
      new RegExp(
        `content/photos\\.json:${line}:\\d+: unknown photo kind 'metreBoard' in the default list \\(did you mean 'meterBoard'\\?\\)`,
      ),
    );
  });

  it('refuses a kind listed twice for a country', () => {
    const { status, stderr } = checkWith({
      'content/photos.json': (t) =>
        t.replace(
          '{ "kind": "unitWiring", "required": true },',
          '{ "kind": "unitWiring", "required": true }, { "kind": "unitWiring", "required": false },',
        ),
    });
    expect(status).toBe(1);
    expect(stderr).toContain("photo kind 'unitWiring' is listed twice for default");
  });

  it("refuses a kind without words (English, every language's fallback), where the kind names its words", () => {
    let photos = '';
    const { status, stderr } = checkWith({
      'locales/en/photos.json': (t) => {
        const words = JSON.parse(t) as { kinds: Record<string, unknown> };
        delete words.kinds.inverterPlate;
        return JSON.stringify(words, null, 2);
      },
      'content/photos.json': (t) => (photos = t),
    });
    expect(status).toBe(1);
    const line = lineOf(photos, '"photos.kinds.inverterPlate.title"');
    expect(stderr).toMatch(
      new RegExp(
        `content/photos\\.json:${line}:\\d+: text key 'photos\\.kinds\\.inverterPlate\\.title' for the title of photo kind 'inverterPlate'[^\\n]*locales/en`,
      ),
    );
  });

  it('refuses a misspelt field of a list entry by the schema', () => {
    const { status, stderr } = checkWith({
      'content/photos.json': (t) => t.replace('"required": false, "max": 5', '"required": false, "maximum": 5'),
    });
    expect(status).toBe(1);
    expect(stderr).toContain('content/photos.json:');
    expect(stderr).toContain('maximum');
  });
});
