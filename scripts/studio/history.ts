// The history of one text, from git: each commit (of the checked-out branch or the studio's own)
// that changed the words of one key in one language's file, with who, when, why, and the words
// before and after. The blobs are read in one `git cat-file --batch` run, not one git per commit.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { branches, git } from './git.ts';
import { jsonValueAt, localeLocation } from './jsonEdit.ts';

export interface TextVersion {
  /** undefined: saved in the working tree, not committed yet */
  commit?: string;
  short?: string;
  author?: string;
  date?: string;
  subject?: string;
  /** null: the text did not exist */
  before: string | null;
  after: string | null;
}

const MAX_COMMITS = 80;
export const TEXT_LANG = /^[a-z]{2,3}(-[A-Z]{2})?$/;
export const TEXT_KEY = /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)+$/;

/** Each `rev:path` named → the file's text there, or null when it has none. */
function blobs(root: string, names: string[]): (string | null)[] {
  if (!names.length) return [];
  const out = execFileSync('git', ['cat-file', '--batch'], {
    cwd: root,
    input: names.join('\n') + '\n',
    maxBuffer: 256 * 1024 * 1024,
  });
  const texts: (string | null)[] = [];
  let at = 0;
  for (let i = 0; i < names.length; i++) {
    const end = out.indexOf(0x0a, at);
    const header = out.subarray(at, end).toString('utf8');
    at = end + 1;
    const m = /^\S+ (\S+) (\d+)$/.exec(header);
    if (!m) {
      texts.push(null); // "<name> missing": the file did not exist at that commit
      continue;
    }
    const size = Number(m[2]);
    texts.push(m[1] === 'blob' ? out.subarray(at, at + size).toString('utf8') : null);
    at += size + 1;
  }
  return texts;
}

const wordsIn = (text: string | null, path: string[]): string | null => {
  if (text === null) return null;
  const value = jsonValueAt(text, path);
  return typeof value === 'string' ? value : null;
};

/** Newest first. `lang` and `key` must already be valid (TEXT_LANG, TEXT_KEY). */
export function textHistory(root: string, lang: string, key: string): TextVersion[] {
  const { file, path } = localeLocation(lang, key);
  const at = branches(root);
  const refs = at.tip ? ['HEAD', at.tip] : ['HEAD'];
  const log = git(root, [
    'log',
    '--topo-order',
    `-n${MAX_COMMITS}`,
    '--format=%H%x1f%h%x1f%an%x1f%aI%x1f%s',
    ...refs,
    '--',
    file,
  ])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\x1f'));
  const texts = blobs(
    root,
    log.flatMap(([commit]) => [`${commit}:${file}`, `${commit}^:${file}`]),
  );
  const versions: TextVersion[] = [];
  log.forEach(([commit, short, author, date, subject], i) => {
    const after = wordsIn(texts[2 * i], path);
    const before = wordsIn(texts[2 * i + 1], path);
    if (after !== before) versions.push({ commit, short, author, date, subject, before, after });
  });
  let now: string | null;
  try {
    now = wordsIn(readFileSync(join(root, file), 'utf8'), path);
  } catch {
    now = null; // the file is gone from the working tree
  }
  const committed = wordsIn(blobs(root, [`${at.base}:${file}`])[0], path);
  if (now !== committed) versions.unshift({ before: committed, after: now });
  return versions;
}

/** The words of the text at a commit of the history, or why not. */
export function wordsAt(
  root: string,
  lang: string,
  key: string,
  commit: unknown,
): { ok: true; words: string | null } | { ok: false; reason: string } {
  if (typeof commit !== 'string' || !/^[0-9a-f]{7,40}$/.test(commit)) return { ok: false, reason: 'no such commit' };
  const { file, path } = localeLocation(lang, key);
  try {
    git(root, ['cat-file', '-e', `${commit}^{commit}`]);
  } catch {
    return { ok: false, reason: 'no such commit' };
  }
  const [text] = blobs(root, [`${commit}:${file}`]);
  return { ok: true, words: wordsIn(text, path) };
}
