// @vitest-environment node
// npm run check:lockfile (in npm test) fails, naming the package, when package.json and package-lock.json disagree.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = join(__dirname, '..', '..', 'scripts', 'checkLockfile.mjs');

function project(dependencies: Record<string, string>, locked: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lockfile-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'p', version: '1.0.0', dependencies }));
  writeFileSync(
    join(dir, 'package-lock.json'),
    JSON.stringify({
      name: 'p',
      version: '1.0.0',
      lockfileVersion: 3,
      requires: true,
      packages: { '': { name: 'p', version: '1.0.0', dependencies: locked } },
    }),
  );
  return dir;
}

describe('check:lockfile', () => {
  it('passes when the lock file matches package.json', () => {
    const r = spawnSync(process.execPath, [script], { cwd: project({}, {}), encoding: 'utf8' });
    expect(r.stdout).toBe('package-lock.json is in sync with package.json\n');
    expect(r.status).toBe(0);
  }, 60_000);

  it('fails and names the dependency that package.json has and the lock file lacks', () => {
    const r = spawnSync(process.execPath, [script], { cwd: project({ 'left-pad': '1.3.0' }, {}), encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /^package-lock\.json does not match package\.json:\n.*Missing: left-pad@1\.3\.0 from lock file/,
    );
    expect(r.stderr).toMatch(/Run "npm install", check the lock file's diff and commit it\.\n$/);
  }, 60_000);
});
