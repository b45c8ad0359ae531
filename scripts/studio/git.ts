// The studio's changes as git sees them. The studio commits onto a branch of its own (studio/<the
// checked-out branch>, or STUDIO_BRANCH), never onto the checked-out branch: the commit is built
// from that branch's tip and the changed files with a throw-away index, so the editor's working
// tree, index and checked-out branch stay as they are. Pending are the files of flows/, content/
// and locales/ that neither the checked-out branch nor the studio's branch has as they are now.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EDITABLE_FOLDERS, resolveEditable } from './paths.ts';

export const git = (root: string, args: string[], env?: Record<string, string>) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: env ? { ...process.env, ...env } : process.env,
  });

const quietly = (root: string, args: string[]): string | undefined => {
  try {
    return git(root, args).trim();
  } catch {
    return undefined;
  }
};

export interface PendingFile {
  file: string;
  diff: string;
}

export interface Branches {
  /** the studio's branch, e.g. studio/main */
  studio: string;
  /** the checked-out branch, or undefined when HEAD is detached */
  checkedOut?: string;
  /** the studio's branch tip, when it exists */
  tip?: string;
  /** what the next commit builds on and pending changes are measured from: the studio tip, or HEAD when the tip is already in it */
  base: string;
}

export function branches(root: string): Branches {
  const checkedOut = quietly(root, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
  const studio =
    process.env.STUDIO_BRANCH ||
    (checkedOut?.startsWith('studio/') ? checkedOut : `studio/${checkedOut ?? 'detached'}`);
  const tip = quietly(root, ['rev-parse', '--verify', '--quiet', `refs/heads/${studio}^{commit}`]);
  const head = git(root, ['rev-parse', 'HEAD']).trim();
  // merged (or never ahead): build on HEAD, so the branch carries what the checked-out branch has since
  const tipInHead = tip !== undefined && quietly(root, ['merge-base', '--is-ancestor', tip, head]) !== undefined;
  return { studio, checkedOut, tip, base: tip && !tipInHead ? tip : head };
}

const changedFrom = (root: string, ref: string) =>
  git(root, ['diff', '--name-only', ref, '--', ...EDITABLE_FOLDERS])
    .split('\n')
    .filter(Boolean);

export function pendingChanges(root: string, at: Branches = branches(root)): PendingFile[] {
  const fromHead = new Set(changedFrom(root, 'HEAD'));
  // a file the checked-out branch has as it is now (changed there since the studio's last commit) is not the editor's
  const files = at.base === git(root, ['rev-parse', 'HEAD']).trim() ? [...fromHead] : changedFrom(root, at.base);
  return files
    .filter((file) => fromHead.has(file))
    .map((file) => ({ file, diff: git(root, ['diff', at.base, '--', file]) }));
}

/** Puts one changed file back as the studio's last commit (or the checked-out branch) has it. */
export function undoFile(root: string, file: unknown): string | undefined {
  const resolved = resolveEditable(root, file);
  if (!resolved.ok) return resolved.reason;
  const at = branches(root);
  if (!pendingChanges(root, at).some((p) => p.file === resolved.file)) return `${resolved.file} has no pending change`;
  // written, not checked out: the index stays the editor's
  writeFileSync(resolved.absolute, execFileSync('git', ['show', `${at.base}:${resolved.file}`], { cwd: root }));
  return undefined;
}

export type CommitResult =
  { ok: true; commit: string; branch: string; checkedOut?: string } | { ok: false; reason: string };

/** Commits the pending files of the three folders (and nothing else) onto the studio's branch. */
export function commitPending(root: string, message: unknown): CommitResult {
  if (typeof message !== 'string' || !message.trim()) return { ok: false, reason: 'empty message' };
  const at = branches(root);
  const files = pendingChanges(root, at).map((p) => p.file);
  if (!files.length) return { ok: false, reason: 'nothing to commit' };
  if (!quietly(root, ['config', 'user.name']) || !quietly(root, ['config', 'user.email']))
    return {
      ok: false,
      reason:
        'git does not know who you are: run git config user.name "Your Name" and git config user.email you@example.com',
    };
  const scratch = mkdtempSync(join(tmpdir(), 'solshare-studio-index-'));
  try {
    const env = { GIT_INDEX_FILE: join(scratch, 'index') };
    git(root, ['read-tree', at.base], env);
    for (const file of files) {
      const blob = git(root, ['hash-object', '-w', '--', file]).trim();
      const mode = git(root, ['ls-tree', at.base, '--', file]).split(' ')[0] || '100644';
      git(root, ['update-index', '--add', '--cacheinfo', `${mode},${blob},${file}`], env);
    }
    const tree = git(root, ['write-tree'], env).trim();
    const commit = git(root, ['commit-tree', tree, '-p', at.base, '-m', message.trim()]).trim();
    // only if the branch is still where we read it (another save's commit in between would be lost)
    git(root, ['update-ref', '-m', 'studio: commit', `refs/heads/${at.studio}`, commit, at.tip ?? '']);
    if (at.checkedOut === at.studio) git(root, ['reset', '-q', '--', ...files]); // the editor chose this branch: its index follows
    return {
      ok: true,
      commit: git(root, ['rev-parse', '--short', commit]).trim(),
      branch: at.studio,
      checkedOut: at.checkedOut,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
