// `npm run flows:book [outDir]`: writes flow-book/flow-book.md and flow-book/flow-graph.svg.
import { resolve } from 'node:path';
import { registry } from '../../registry.ts';
import { writeFlowBook } from '../writeFlowBook.ts';

const outDir = resolve(process.argv[2] ?? 'flow-book');
const { markdown, svg } = await writeFlowBook(resolve('.'), registry, outDir);
console.log(
  `Flow book written to ${outDir}: flow-book.md (${Math.round(markdown.length / 1024)} KB), flow-graph.svg (${Math.round(svg.length / 1024)} KB).`,
);
