// @vitest-environment node
// A requirement ID cited anywhere in the product (a comment, a test name, a flow, a form, a locale
// file) must lead somewhere a reader can follow inside the repository: docs/requirements.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { numberedLines, repoRoot, textFiles } from '../support/repoFiles.ts';

// `D-07` (area letter, two digits), `Y.12` / `Y.16b` (worked examples)
const REQUIREMENT_ID = /\b(?:[A-NZ]-\d{2}|Y\.\d{1,2}[a-z]?)\b/g;
const CITING_FOLDERS = ['src', 'tests', 'e2e', 'flows', 'content', 'locales'];

function catalogue(): string[] {
  const text = readFileSync(join(repoRoot, 'docs', 'requirements.md'), 'utf8');
  return [...text.matchAll(/^\| (\S+) \| .+ \| .+ \|$/gm)].map((row) => row[1]).filter((id) => id !== 'ID');
}

describe('requirement references resolve', () => {
  it('docs/requirements.md lists each ID once, each with a line and a source', () => {
    const ids = catalogue();
    expect(ids.length).toBeGreaterThan(300);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !new RegExp(`^${REQUIREMENT_ID.source}$`).test(id))).toEqual([]);
  });

  it('every ID cited in src, tests, e2e, flows, content and locales is in docs/requirements.md', () => {
    const known = new Set(catalogue());
    const missing = textFiles(...CITING_FOLDERS).flatMap((file) =>
      numberedLines(file).flatMap(({ line, text }) =>
        [...text.matchAll(REQUIREMENT_ID)]
          .filter(([id]) => !known.has(id))
          .map(([id]) => `${file}:${line} cites ${id}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('the check sees a citation the catalogue lacks', () => {
    // built from parts, so that this file itself cites nothing unknown
    const [gap, example] = [['Z', '99'].join('-'), ['Y', '99'].join('.')];
    const comment = `// see X-99, ${gap} and ${example}`;
    expect([...comment.matchAll(REQUIREMENT_ID)].map(([id]) => id)).toEqual([gap, example]);
    expect(catalogue()).not.toContain(gap);
  });
});
