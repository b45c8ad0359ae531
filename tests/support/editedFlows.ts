// The real flows (flows/*.yaml) compiled with one edit, as an editor would make it: for tests of what
// the content checker says about a mistake in real content rather than in a fixture.
import { join } from 'node:path';
import { expect } from 'vitest';
import { compileFlows } from '../../src/checker/compileFlows.ts';
import { readLocaleFiles } from '../../src/checker/checks/locales.ts';
import { readFlowSources } from '../../src/checker/flowSources.ts';
import { flattenKeys } from '../../src/checker/loadContent.ts';
import { formatProblem, type Registry } from '../../src/checker/types.ts';

/** The repository's root, where flows/ and locales/ are. */
export const repoRoot = join(__dirname, '..', '..');

/** Every locale's keys, as the checker reads them. */
export const localeKeysOf = (root: string): Record<string, Set<string>> =>
  Object.fromEntries(
    Object.entries(readLocaleFiles(root).resources).map(([lang, r]) => [lang, flattenKeys(r.translation)]),
  );

/**
 * Every problem (file:line:column: sentence) the checker finds in the real flows after replacing
 * `from` with `to` in `file`; `from` must be in that file, so a test cannot pass on an edit that
 * no longer applies.
 */
export function problemsAfterEdit(registry: Registry, file: string, from: string, to: string): string[] {
  const sources = readFlowSources(repoRoot).map((s) => {
    if (s.file !== file) return s;
    expect(s.text).toContain(from);
    return { ...s, text: s.text.replace(from, to) };
  });
  return compileFlows(sources, registry, localeKeysOf(repoRoot)).problems.map(formatProblem);
}
