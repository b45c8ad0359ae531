// `npm run check:config <file>`: checks a deployment's config.json before it goes live.
import { resolve } from 'node:path';
import { checkDeploymentConfig } from '../checks/deploymentConfig.ts';
import { formatProblem } from '../types.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run check:config <path/to/config.json>');
  process.exit(2);
}
const problems = checkDeploymentConfig(resolve('.'), resolve(file));
if (problems.length) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${file}.`);
  process.exit(1);
}
console.log(`${file} is a valid deployment config.`);
