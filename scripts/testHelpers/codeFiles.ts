// The TypeScript files under some folders of the repository, as paths relative to it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const CODE = /\.tsx?$/;
const SKIPPED = new Set(['node_modules', 'dist', 'reports', 'test-results']);

export function codeFiles(root: string, folders: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      if (SKIPPED.has(name) || name.endsWith('-snapshots')) return [];
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return CODE.test(name) && !name.endsWith('.d.ts') ? [relative(root, path)] : [];
    });
  return folders.flatMap((folder) => (existsSync(join(root, folder)) ? walk(join(root, folder)) : [])).sort();
}
