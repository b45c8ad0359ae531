// The repository's own text files, for tests that read the tree as text (references, comments).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const repoRoot = join(__dirname, '..', '..');

const TEXT = /\.(ts|tsx|js|cjs|mjs|yaml|yml|json|md|css|html)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'reports', 'test-results']);

/** Every text file under the given top-level folders, as paths relative to the repository root. */
export function textFiles(...folders: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      if (SKIPPED.has(name) || name.endsWith('-snapshots')) return [];
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return TEXT.test(name) ? [relative(repoRoot, path)] : [];
    });
  return folders.flatMap((folder) => (existsSync(join(repoRoot, folder)) ? walk(join(repoRoot, folder)) : [])).sort();
}

/** A file's lines, numbered from 1. */
export function numberedLines(file: string): { line: number; text: string }[] {
  return readFileSync(join(repoRoot, file), 'utf8')
    .split('\n')
    .map((text, index) => ({ line: index + 1, text }));
}
