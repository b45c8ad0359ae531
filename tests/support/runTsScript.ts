// Runs one of the repository's TypeScript command-line scripts as npm would (node with tsx), from the
// repository's root, and hands back its exit status and output.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './repoFiles.ts';

export const runTsScript = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, script), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
