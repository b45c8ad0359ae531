// `npm run check:content`: the build's content checker, for editors, in seconds and without building.
import { resolve } from 'node:path';
import { registry } from '../../registry.ts';
import { compileContent } from '../loadContent.ts';
import { formatProblem } from '../types.ts';

const root = resolve(process.argv[2] ?? '.');
const { flows, problems } = compileContent(root, registry);
if (problems.length) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in the content.`);
  process.exit(1);
}
console.log(`Content is valid: ${flows?.steps.length ?? 0} routes.`);
