// Publish for review: the studio's branch pushed to the configured remote, where a reviewer opens
// it as a merge request. The push runs as a child process the server waits for without blocking
// (a slow network does not stall the editors' other requests); a remote that refuses it, or no
// remote at all, is answered with git's own reason, and the commit stays on the studio's branch.
import { execFile } from 'node:child_process';
import { branches, git, type Branches } from './git.ts';

export interface PublishState {
  branch: string;
  checkedOut?: string;
  /** the remote the branch goes to, when one is configured */
  remote?: string;
  remoteUrl?: string;
  /** commits on the studio's branch that the checked-out branch does not have, newest first */
  commits: { short: string; subject: string; author: string; date: string }[];
  /** the branch's tip as the remote had it at the last push or fetch */
  published?: string;
  tip?: string;
}

const quietly = (root: string, args: string[]) => {
  try {
    return git(root, args).trim() || undefined;
  } catch {
    return undefined;
  }
};

/** STUDIO_REMOTE, else the branch's configured remote, else origin, else the only remote there is. */
export function remoteOf(root: string, branch: string): string | undefined {
  const remotes = (quietly(root, ['remote']) ?? '').split('\n').filter(Boolean);
  const wanted = process.env.STUDIO_REMOTE || quietly(root, ['config', `branch.${branch}.remote`]);
  if (wanted) return remotes.includes(wanted) ? wanted : undefined;
  if (remotes.includes('origin')) return 'origin';
  return remotes.length === 1 ? remotes[0] : undefined;
}

export function publishState(root: string, at: Branches = branches(root)): PublishState {
  const remote = remoteOf(root, at.studio);
  const commits = at.tip
    ? git(root, ['log', '--format=%h%x1f%s%x1f%an%x1f%aI', at.tip, '--not', 'HEAD'])
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [short, subject, author, date] = line.split('\x1f');
          return { short, subject, author, date };
        })
    : [];
  return {
    branch: at.studio,
    checkedOut: at.checkedOut,
    remote,
    remoteUrl: remote ? quietly(root, ['remote', 'get-url', remote]) : undefined,
    commits,
    published: remote
      ? quietly(root, ['rev-parse', '--verify', '--quiet', `refs/remotes/${remote}/${at.studio}`])
      : undefined,
    tip: at.tip,
  };
}

export type PublishResult =
  | { ok: true; branch: string; remote: string; remoteUrl?: string; commit: string; review?: string }
  | { ok: false; code: 'noRemote' | 'nothing' | 'refused'; reason: string; branch: string; commit?: string };

/** Pushes the studio's branch. Never forces: a branch someone else moved is refused, not overwritten. */
export async function publish(root: string): Promise<PublishResult> {
  const at = branches(root);
  if (!at.tip)
    return { ok: false, code: 'nothing', branch: at.studio, reason: `nothing committed on ${at.studio} yet` };
  const commit = git(root, ['rev-parse', '--short', at.tip]).trim();
  const remote = remoteOf(root, at.studio);
  if (!remote)
    return {
      ok: false,
      code: 'noRemote',
      branch: at.studio,
      commit,
      reason: `this repository has no remote to publish to (git remote add origin <address>); ${commit} stays on ${at.studio} here`,
    };
  const ref = `refs/heads/${at.studio}`;
  const answer = await new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      'git',
      ['push', '--porcelain', remote, `${ref}:${ref}`],
      {
        cwd: root,
        timeout: 120_000,
        maxBuffer: 4 * 1024 * 1024,
        // never wait for a password prompt nobody sees
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: 'true', SSH_ASKPASS: 'true' },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stderr}\n${stdout}` }),
    );
  });
  if (answer.code !== 0)
    return { ok: false, code: 'refused', branch: at.studio, commit, reason: pushReason(answer.output) };
  // the remote's own link to open a merge request, when it prints one (GitHub, GitLab, Gitea do)
  const review = /remote:\s+(https?:\/\/\S+)/.exec(answer.output)?.[1];
  return {
    ok: true,
    branch: at.studio,
    remote,
    remoteUrl: quietly(root, ['remote', 'get-url', remote]),
    commit,
    review,
  };
}

/** git's lines that say why: the remote's messages, the rejected ref, the error; not the progress. */
function pushReason(output: string): string {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^(remote:|!|error:|fatal:|hint:)/.test(l) && !/^hint:\s*$/.test(l))
    .filter((l) => !/^remote:\s*$/.test(l));
  return lines.length ? lines.join('\n') : output.trim() || 'the push failed';
}
