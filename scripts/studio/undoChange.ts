// Undo of one saved change (a hunk of `git diff -U0`: the lines one edit touched), not the whole
// file: the hunk must still be there as the page showed it, else the file changed meanwhile and
// nothing is undone.
import { execFileSync } from 'node:child_process';
import { EDITABLE_FOLDERS, resolveEditable } from './paths.ts';

const git = (root: string, args: string[], input?: string) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', input, maxBuffer: 32 * 1024 * 1024 });

export interface PendingHunks {
  file: string;
  /** each starts with its `@@ -a,b +c,d @@` line */
  hunks: string[];
}

/** `git diff -U0` of one file → its header and its hunks. */
function split(diff: string): { header: string; hunks: string[] } {
  const at = diff.search(/^@@ /m);
  if (at < 0) return { header: diff, hunks: [] };
  const hunks = diff
    .slice(at)
    .split(/^(?=@@ )/m)
    .filter(Boolean);
  return { header: diff.slice(0, at), hunks };
}

export function pendingHunks(root: string): PendingHunks[] {
  const files = git(root, ['diff', '--name-only', 'HEAD', '--', ...EDITABLE_FOLDERS])
    .split('\n')
    .filter(Boolean);
  return files.map((file) => ({ file, hunks: split(git(root, ['diff', '-U0', 'HEAD', '--', file])).hunks }));
}

/** Puts back the lines of one hunk as the last commit has them; returns why not, or undefined. */
export function undoHunk(root: string, file: unknown, hunk: unknown): string | undefined {
  const resolved = resolveEditable(root, file);
  if (!resolved.ok) return resolved.reason;
  if (typeof hunk !== 'string') return 'no change named';
  const { header, hunks } = split(git(root, ['diff', '-U0', 'HEAD', '--', resolved.file]));
  if (!hunks.includes(hunk)) return `${resolved.file} changed meanwhile: look at it again`;
  try {
    git(root, ['apply', '-R', '--unidiff-zero', '-'], header + hunk);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return undefined;
}
