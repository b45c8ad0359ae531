// markdown-to-jsx is not shipped (src/compat/plainMarkdown.tsx stands in for it: 30 KB gzip of the
// form chunk). That holds only while no form asks rjsf for Markdown, and the stand-in must never
// turn text into markup.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { Markdown } from 'markdown-to-jsx/react';
import { describe, expect, it } from 'vitest';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('rjsf without markdown-to-jsx', () => {
  it('no form, flow or screen turns on rjsf Markdown (ui:enableMarkdownInDescription / InHelp)', () => {
    const sources = ['content', 'flows', 'src/forms', 'src/screens'].flatMap((d) => filesUnder(join(process.cwd(), d)));
    expect(sources.length).toBeGreaterThan(20);
    const asking = sources.filter((f) => /enableMarkdownIn(Description|Help)/.test(readFileSync(f, 'utf8')));
    expect(asking).toEqual([]);
  });

  it('the stand-in shows rjsf text as written, with no HTML or Markdown parsed', () => {
    const text = '<b>bold</b> **strong** [link](https://example.com)';
    const { container } = render(<Markdown>{text}</Markdown>);
    expect(container.textContent).toBe(text);
    expect(container.querySelector('b, strong, a')).toBeNull();
  });
});
