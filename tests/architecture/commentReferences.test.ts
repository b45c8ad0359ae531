// @vitest-environment node
// A comment says why, in words a reader can check here. "issue 14" leads to a tracker the repository
// does not carry, and DESIGN.md, STYLE and the specification files are not in it either: a comment
// that cites them says the reason itself instead. Requirement IDs are fine: docs/requirements.md
// defines them (requirementRefs.test.ts).
import { describe, expect, it } from 'vitest';
import { numberedLines, textFiles } from '../support/repoFiles.ts';

const CODE_FOLDERS = ['src', 'tests', 'e2e', 'flows', 'content', 'locales', 'scripts', 'simulator'];
const ROOT_FILES = [
  'eslint.config.js',
  '.dependency-cruiser.cjs',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
];

const OUTSIDE_REFERENCES: [RegExp, string][] = [
  [/\bissues? #?\d+/i, 'an issue number'],
  [/\bDESIGN\.md\b/, 'DESIGN.md'],
  [/\bSTYLE\b/, 'STYLE'],
  [/\bspec 00\d\b/i, 'a specification file'],
];

function outsideReferences(text: string): string[] {
  return OUTSIDE_REFERENCES.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);
}

describe('comments cite nothing outside the repository', () => {
  it('no line in the code, tests, flows, content or locales cites an issue number, DESIGN.md, STYLE or a spec file', () => {
    const found = [...textFiles(...CODE_FOLDERS), ...ROOT_FILES]
      .filter((file) => file !== 'tests/architecture/commentReferences.test.ts') // names the patterns
      .flatMap((file) =>
        numberedLines(file).flatMap(({ line, text }) =>
          outsideReferences(text).map((what) => `${file}:${line} cites ${what}`),
        ),
      );
    expect(found).toEqual([]);
  });

  it('the check sees each kind of reference', () => {
    const [issue, design, style, spec] = [
      '// why (issue 14)',
      '// as DESIGN.md says',
      '// (STYLE: errors are outcomes)',
      '/** five slots (spec 000 §3) */',
    ];
    expect([issue, design, style, spec].map(outsideReferences)).toEqual([
      ['an issue number'],
      ['DESIGN.md'],
      ['STYLE'],
      ['a specification file'],
    ]);
    expect(outsideReferences('// flag an issue with the unit, 14 phases')).toEqual([]);
  });
});
