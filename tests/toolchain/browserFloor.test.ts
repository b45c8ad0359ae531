// @vitest-environment node
// npm run check:floor (in npm test, on the real build) fails on syntax the browser floor cannot parse
// and on a built-in above the floor without a fallback, naming file, line and construct; feature-tested
// code and plain ES2022 pass.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBuild, checkScript } from '../../scripts/checkBrowserFloor.ts';

const problemsOf = (source: string) => checkScript('chunk.js', source).map((p) => `${p.line}: ${p.problem}`);

describe('the browser floor check', () => {
  it.each([
    [
      'a RegExp v flag (ES2024, Safari 17)',
      'export const letters = /[\\p{L}--[a-z]]/v;',
      /1: not ES2022 \(Invalid regular expression flag/,
    ],
    [
      'Object.groupBy without a fallback',
      'const x = 1;\nexport const byKind = Object.groupBy(items, (i) => i.kind);',
      /^2: Object\.groupBy without a fallback/,
    ],
    [
      'AbortSignal.timeout without a fallback',
      'fetch("/config.json", { signal: AbortSignal.timeout(5000) });',
      /AbortSignal\.timeout without a fallback \(Safari 16\)/,
    ],
    ['a class static block (Safari 16.4)', 'class A { static { A.x = 1; } }', /a class static block/],
    ['a RegExp lookbehind (Safari 16.4)', 'export const unit = /(?<=\\d)kW/;', /a RegExp lookbehind/],
  ])('fails on %s', (_what, source, problem) => {
    const problems = problemsOf(source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  it.each([
    [
      'plain ES2022: class fields, private methods, top-level await, ??=, .at()',
      'class A { #n = 1; #inc() { this.#n++; } static x = 2; }\nconst v = await import("./x.js");\nlet o = {}; o.a ??= [1].at(-1);',
    ],
    [
      'AbortSignal.timeout behind a typeof test',
      'const s = typeof AbortSignal.timeout == "function" ? AbortSignal.timeout(5) : new AbortController().signal;',
    ],
    ['URL.canParse behind an in test', 'if ("canParse" in URL && !URL.canParse(u)) throw 1;'],
  ])('passes %s', (_what, source) => {
    expect(problemsOf(source)).toEqual([]);
  });

  it('reads every script of a build folder and names the file of the problem', () => {
    const dir = mkdtempSync(join(tmpdir(), 'floor-'));
    writeFileSync(join(dir, 'ok.js'), 'export const a = [1, 2].at(-1);');
    writeFileSync(join(dir, 'planted.js'), 'export const g = Object.groupBy([], String);');
    const { files, problems } = checkBuild(dir);
    expect(files).toBe(2);
    expect(problems.map((p) => p.file.endsWith('planted.js'))).toEqual([true]);
  });
});
