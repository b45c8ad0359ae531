// No two test helpers do the same job: fails, naming both places, when two helpers of the tests (or two
// bodies of tests and hooks) are copies of each other, so a second one is not written beside the shared
// one in tests/support or e2e/.
//
// What counts as a helper: every named function in tests/ and e2e/ (a `function` declaration, a
// function or arrow function given to a `const`, an object's or class's method): the shared ones in
// tests/support/, e2e/*support*.ts and the fixtures files, and those a test or spec file defines for
// itself, at any depth. What does not: other anonymous callbacks, functions in the rows of a table (an
// array of objects: expectations, not helpers), the files in a `fixtures/` folder (the code a checker
// is tested on, mistakes included), and helpers under 25 tokens (one-line aliases and builders, which
// match by chance rather than by copying).
//
// Bodies are read too: the functions given to it/test/describe/bench and the hooks (beforeAll,
// beforeEach, afterAll, afterEach), so a hook that starts and logs in by hand, or a test pasted into a
// second file, is found like a copied helper. A body is compared with every helper and with the bodies
// of other files (a file may repeat its own story's steps from test to test); its numbers count with
// its strings (a test's data); bodies under 40 tokens are left out (see MIN_BODY_TOKENS).
//
// What counts as the same job: (1) the two helpers' code, without types and comments and with their
// own parameter and local names numbered ($0, $1, … in order of use), has at least 85% of its tokens
// in common (twice the longest common subsequence over both lengths), and at least 60% of their
// strings, templates and regular expressions in common (helpers that walk the same steps to other
// screens, with other labels, do other jobs: e2e's findUnit and openSystemInfo share 50%); names they
// call, properties and numbers are kept as they are; or (2) two files export a helper under the same
// name (two shared versions of one helper, whatever their size). The thresholds were set on this tree:
// every pair at 85% or more was a copy but that one.
// A custom script rather than a copy-paste detector over whole files (jscpd): those compare token
// windows wherever they are, so tests' repeated steps would count and a copy with renamed parameters
// or a changed type would not; and the TypeScript parser needed is already here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectHelpers, type Helper } from './testHelpers/collectHelpers.ts';
import { similarHelpers, type HelperPair } from './testHelpers/similarHelpers.ts';
import { codeFiles } from './testHelpers/codeFiles.ts';

/** The folders whose helpers are compared with one another. */
export const HELPER_FOLDERS = ['tests', 'e2e'];

/** A `fixtures/` folder holds code that checkers are tested on, not helpers. */
const CHECKED_CODE = /(^|\/)fixtures\//;

export function helpersOf(root: string, folders = HELPER_FOLDERS): Helper[] {
  return codeFiles(root, folders)
    .filter((file) => !CHECKED_CODE.test(file))
    .flatMap((file) => collectHelpers(file, readFileSync(join(root, file), 'utf8')));
}

export const describePair = ({ a, b, similarity }: HelperPair): string =>
  `${a.file}:${a.line} ${a.name} and ${b.file}:${b.line} ${b.name} do the same job ` +
  (similarity > 0 ? `(${Math.round(similarity * 100)}% of their tokens alike)` : '(both shared under one name)') +
  (a.kind === 'body' || b.kind === 'body'
    ? ': share the steps from tests/support or e2e/*support*.ts (a helper, or one table with it.each)'
    : ': keep one, shared from tests/support or e2e/*support*.ts');

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const helpers = helpersOf(process.argv[2] ?? process.cwd()); // another checkout's root: its tests check this
  const pairs = similarHelpers(helpers);
  const took = Math.round(performance.now() - started);
  for (const pair of pairs) console.error(describePair(pair));
  if (pairs.length > 0) {
    console.error(`${pairs.length} pair(s) of test helpers do the same job`);
    process.exit(1);
  }
  console.log(`No two of ${helpers.length} test helpers do the same job (${took} ms)`);
}
