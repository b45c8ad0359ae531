// `npm run check:deps`: lists dependencies with known advisories from the registry's advisory data
// (through `npm audit`). Exit 0: none known; 1: some listed; 2: the advisory data could not be reached,
// which is said plainly and never reported as "none".
import { spawnSync } from 'node:child_process';
import { auditLines, readAudit } from './auditReport';

const args = ['audit', '--json'];
const npm = process.env.npm_execpath;
const r = npm
  ? spawnSync(process.execPath, [npm, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  : spawnSync('npm', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, shell: process.platform === 'win32' });
const outcome = readAudit(r.stdout ?? '');
const lines = auditLines(outcome);
if (outcome.kind === 'unavailable') {
  console.error(lines.join('\n'));
  process.exit(2);
}
console.log(lines.join('\n'));
process.exit(outcome.vulnerable.length > 0 ? 1 : 0);
