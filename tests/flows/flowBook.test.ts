// @vitest-environment node
// `npm run flows:book` writes a Markdown book and an SVG diagram of the flow graph, offline.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFlowBook } from '../../src/book/writeFlowBook.ts';
import { registry } from '../../src/registry.ts';

describe('flow book', () => {
  it('writes the book and an SVG diagram with a box for every route', async () => {
    const out = mkdtempSync(join(tmpdir(), 'flow-book-'));
    try {
      const { markdown } = await writeFlowBook(join(__dirname, '..', '..'), registry, out);
      const svg = readFileSync(join(out, 'flow-graph.svg'), 'utf8');
      expect(svg).toMatch(/<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      const routes = [...markdown.matchAll(/^## (\/\S*)$/gm)].map((m) => m[1]);
      expect(routes.length).toBeGreaterThan(80);
      // Graphviz writes '-' as &#45; in titles
      for (const route of routes) expect(svg).toContain(`<title>${route.replace(/-/g, '&#45;')}</title>`);
      expect(readFileSync(join(out, 'flow-book.md'), 'utf8')).toContain('![The flow graph](flow-graph.svg)');
      expect(markdown).toContain(
        '| novoltage | no-voltage-au | no-voltage-au | no-voltage-au | no-voltage-au | · | no-voltage-uk |',
      ); // AU, NZ, then GB gen1 (default), GB gen2
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
