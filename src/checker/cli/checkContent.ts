// `npm run check:content [root] [--matrix] [--unused]`: the build's content checker, for editors, in
// seconds and without building. Problems fail (exit 1); warnings (a text not yet translated) do not.
import { resolve } from 'node:path';
import { registry } from '../../registry.ts';
import { coverageLine } from '../checks/localeParity.ts';
import { matrixMarkdown } from '../checks/troubleshootingTable.ts';
import { compileContent } from '../loadContent.ts';
import { formatProblem } from '../types.ts';

const args = process.argv.slice(2);
const root = resolve(args.find((a) => !a.startsWith('--')) ?? '.');
const result = compileContent(root, registry);
const { flows, problems, warnings } = result;
for (const w of warnings) console.warn(`warning: ${formatProblem(w)}`);
if (problems.length) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in the content.`);
  process.exit(1);
}
if (args.includes('--matrix') && result.table.matrix) console.log(`${matrixMarkdown(result.table.matrix)}\n`);
if (args.includes('--unused')) for (const key of result.unused) console.log(`unused: ${key}`);
if (warnings.length || result.coverage.some((c) => c.translated < c.total)) {
  console.warn(`Texts per language:\n${result.coverage.map((c) => `  ${coverageLine(c)}`).join('\n')}`);
}
console.log(
  `Content is valid: ${flows?.steps.length ?? 0} routes.${result.unused.length ? ` ${result.unused.length} English texts are not used by any flow, form or code (--unused lists them).` : ''}`,
);
