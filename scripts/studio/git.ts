// The pending changes of flows/, content/ and locales/ as git sees them: a diff per file, undo of
// one file (back to the last commit), and a commit of exactly those files with the editor's message.
import { execFileSync } from 'node:child_process';
import { EDITABLE_FOLDERS, resolveEditable } from './paths.ts';

const git = (root: string, args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });

export interface PendingFile {
  file: string;
  diff: string;
}

export function pendingChanges(root: string): PendingFile[] {
  const files = git(root, ['diff', '--name-only', 'HEAD', '--', ...EDITABLE_FOLDERS])
    .split('\n')
    .filter(Boolean);
  return files.map((file) => ({ file, diff: git(root, ['diff', 'HEAD', '--', file]) }));
}

/** Puts one changed file back as the last commit has it. */
export function undoFile(root: string, file: unknown): string | undefined {
  const resolved = resolveEditable(root, file);
  if (!resolved.ok) return resolved.reason;
  if (!pendingChanges(root).some((p) => p.file === resolved.file)) return `${resolved.file} has no pending change`;
  git(root, ['checkout', 'HEAD', '--', resolved.file]);
  return undefined;
}

/** Commits the pending files of the three folders (and nothing else) with this message. */
export function commitPending(
  root: string,
  message: unknown,
): { ok: true; commit: string } | { ok: false; reason: string } {
  if (typeof message !== 'string' || !message.trim()) return { ok: false, reason: 'empty message' };
  const files = pendingChanges(root).map((p) => p.file);
  if (!files.length) return { ok: false, reason: 'nothing to commit' };
  git(root, ['add', '--', ...files]);
  git(root, ['commit', '-q', '-m', message.trim(), '--', ...files]);
  return { ok: true, commit: git(root, ['rev-parse', '--short', 'HEAD']).trim() };
}
