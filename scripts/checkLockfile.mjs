// `npm run check:lockfile` (part of npm test): fails when package-lock.json no longer matches package.json,
// so a dependency changed in one and not the other never reaches main. npm ci's dry run does exactly
// the check npm ci does on a fresh machine, without touching node_modules.
import { spawnSync } from 'node:child_process';

const args = ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'];
// run the npm that runs this script, on the same Node
const npm = process.env.npm_execpath;
const r = npm
  ? spawnSync(process.execPath, [npm, ...args], { encoding: 'utf8' })
  : spawnSync('npm', args, { encoding: 'utf8', shell: process.platform === 'win32' });
if (r.status === 0) {
  console.log('package-lock.json is in sync with package.json');
} else {
  // npm prints the reasons, then its whole usage text: keep the reasons
  const lines = `${r.stdout}${r.stderr}`.split('\n').map((l) => l.replace(/^npm error /, ''));
  const reasons = lines.filter((l) => /Invalid:|Missing:/.test(l));
  if (reasons.length > 0) {
    console.error(
      [
        'package-lock.json does not match package.json:',
        ...reasons.map((l) => `  ${l}`),
        'Run "npm install", check the lock file\'s diff and commit it.',
      ].join('\n'),
    );
  } else {
    console.error(
      [
        'Could not check package-lock.json against package.json (npm ci --dry-run failed):',
        ...lines
          .filter(Boolean)
          .slice(0, 5)
          .map((l) => `  ${l}`),
      ].join('\n'),
    );
  }
  process.exit(1);
}
