// rjsf renders a description or help as Markdown (markdown-to-jsx, which also turns HTML tags in the
// text into elements) where a ui schema sets ui:enableMarkdownInDescription/Help. The app's words
// are text, never markup: no form, flow or screen may turn that on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, textFiles } from '../support/repoFiles.ts';

describe('rjsf Markdown stays off', () => {
  it('no form, flow or screen turns on rjsf Markdown (ui:enableMarkdownInDescription / InHelp)', () => {
    const sources = textFiles('content', 'flows', 'src/forms', 'src/screens').map((f) => join(repoRoot, f));
    expect(sources.length).toBeGreaterThan(20);
    const asking = sources.filter((f) => /enableMarkdownIn(Description|Help)/.test(readFileSync(f, 'utf8')));
    expect(asking).toEqual([]);
  });
});
