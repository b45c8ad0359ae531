// Which pairs of helpers do the same job: the same tokens once their own names are numbered, or nearly
// (a pair that differs in a few tokens, a literal or a call, is a copy one side of which drifted),
// dealing with mostly the same strings; and two shared helpers exported under one name.
import type { Helper } from './collectHelpers.ts';

/** Helpers shorter than this are one-line aliases or builders that match by chance, not by copying. */
export const MIN_TOKENS = 25;
/**
 * Bodies of tests and hooks shorter than this are left out: `render(x); expect(y).toBe(z)`, or a hook
 * that calls the shared simulatorClient, reads alike everywhere without being a copy (at 30 tokens
 * this tree had a dozen such pairs, it.each one-liners among them; at 40 none, while the hand-written
 * logins simulatorClient replaced, 60 to 90 tokens, are still found). Longer ones that match are steps to share from tests/support.
 */
export const MIN_BODY_TOKENS = 40;
/** How alike two helpers' tokens must be (2 × common subsequence / both lengths) to count as one job. */
export const SAME_JOB = 0.85;
/** How many of their strings (routes, labels, words) two alike helpers must share to work on the same thing. */
export const SAME_STRINGS = 0.6;

export interface HelperPair {
  a: Helper;
  b: Helper;
  /** the share of tokens in common; 0 for a pair found by its exported name alone */
  similarity: number;
}

/** Length of the longest common subsequence of two token lists, in O(n·m) time and O(m) memory. */
function commonLength(a: string[], b: string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const token of a) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++)
      row[j] = token === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, row[j - 1]!);
    previous = row;
  }
  return previous[b.length]!;
}

/** The share of tokens that two helpers have in common, from 0 (nothing) to 1 (the same). */
export function similarity(a: string[], b: string[]): number {
  if (a.join(' ') === b.join(' ')) return 1;
  return (2 * commonLength(a, b)) / (a.length + b.length);
}

/** The share of strings two helpers have in common (as multisets); 1 when neither has any. */
export function sharedStrings(a: string[], b: string[]): number {
  if (a.length + b.length === 0) return 1;
  const left = new Map<string, number>();
  for (const s of a) left.set(s, (left.get(s) ?? 0) + 1);
  let common = 0;
  for (const s of b) {
    const n = left.get(s) ?? 0;
    if (n > 0) {
      common++;
      left.set(s, n - 1);
    }
  }
  return (2 * common) / (a.length + b.length);
}

/** Exported helpers of the same name in two files: two shared versions of one helper. */
function sameExportedName(helpers: Helper[]): HelperPair[] {
  const byName = new Map<string, Helper[]>();
  for (const h of helpers.filter((h) => h.exported)) byName.set(h.name, [...(byName.get(h.name) ?? []), h]);
  return [...byName.values()].flatMap((same) =>
    same.flatMap((a, i) =>
      same
        .slice(i + 1)
        .filter((b) => b.file !== a.file)
        .map((b) => ({ a, b, similarity: 0 })),
    ),
  );
}

/**
 * Every pair of helpers at least MIN_TOKENS long (bodies MIN_BODY_TOKENS, and not two of one file) whose tokens are SAME_JOB alike or more and whose
 * strings are SAME_STRINGS alike or more, and every pair of exported helpers of one name.
 */
export function similarHelpers(helpers: Helper[]): HelperPair[] {
  const sized = helpers.filter((h) => h.tokens.length >= (h.kind === 'body' ? MIN_BODY_TOKENS : MIN_TOKENS));
  const pairs: HelperPair[] = sameExportedName(helpers);
  for (let i = 0; i < sized.length; i++) {
    for (let j = i + 1; j < sized.length; j++) {
      const a = sized[i]!;
      const b = sized[j]!;
      // a test file may repeat its own story's steps from test to test; across files it is a copy
      if (a.kind === 'body' && b.kind === 'body' && a.file === b.file) continue;
      const shorter = Math.min(a.tokens.length, b.tokens.length);
      const longer = Math.max(a.tokens.length, b.tokens.length);
      // the common part is at most the shorter one: below the bar before any comparing
      if ((2 * shorter) / (shorter + longer) < SAME_JOB) continue;
      if (sharedStrings(a.literals, b.literals) < SAME_STRINGS) continue;
      const alike = similarity(a.tokens, b.tokens);
      const named = pairs.some((p) => p.a === a && p.b === b);
      if (alike >= SAME_JOB && !named) pairs.push({ a, b, similarity: alike });
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity);
}
