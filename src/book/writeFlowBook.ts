// Writes the flow book to a folder: flow-book.md and flow-graph.svg (Graphviz compiled to
// WebAssembly, in this process: no network, no system Graphviz).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { instance } from '@viz-js/viz';
import { compileContent } from '../checker/loadContent.ts';
import { formatProblem, type Registry } from '../checker/types.ts';
import { flowBookMarkdown } from './flowBook.ts';
import { flowGraphDot } from './graph.ts';

export async function writeFlowBook(
  root: string,
  registry: Omit<Registry, 'forms'>,
  outDir: string,
): Promise<{ markdown: string; svg: string }> {
  const content = compileContent(root, registry);
  if (!content.flows) throw new Error(`The content has problems:\n${content.problems.map(formatProblem).join('\n')}`);
  const dot = flowGraphDot(content.flows, { troubleshooting: content.table.goes.map((g) => g.route) });
  const svg = (await instance()).renderString(dot, { format: 'svg' });
  const markdown = flowBookMarkdown(content, { diagram: 'flow-graph.svg' });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'flow-graph.svg'), svg);
  writeFileSync(join(outDir, 'flow-book.md'), markdown);
  return { markdown, svg };
}
