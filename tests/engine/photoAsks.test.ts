// @vitest-environment node
// A troubleshooting page's askPhoto is checked beyond its schema: the kind is one of
// content/photos.json's, and `to` is the photo step, each mistake at its file:line with a suggestion.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPhotoAsks } from '../../src/checker/checks/photoAsks.ts';
import { readFlowSources } from '../../src/checker/flowSources.ts';
import { formatProblem } from '../../src/checker/types.ts';

const repo = join(__dirname, '..', '..');
const sources = readFlowSources(repo);
const FILE = 'flows/troubleshooting.yaml';

/** the flows with the first askPhoto's `kind:` and `to:` lines replaced */
function withAsk(kind: string, to: string) {
  return sources.map((s) =>
    s.file.endsWith(FILE)
      ? {
          ...s,
          text: s.text.replace('kind: ctClamp', `kind: ${kind}`).replace(/to: \/commission\/photos\n/, `to: ${to}\n`),
        }
      : s,
  );
}

describe('askPhoto on a troubleshooting page', () => {
  it('lets the flows through as they are', () => {
    expect(checkPhotoAsks(repo, sources).map(formatProblem)).toEqual([]);
  });

  it('refuses a kind content/photos.json does not have, and a `to` that is not the photo step', () => {
    const problems = checkPhotoAsks(repo, withAsk('ctClam', '/commission/19')).map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(
        /^flows\/troubleshooting\.yaml:\d+:\d+: askPhoto asks for photo kind 'ctClam', which content\/photos\.json does not have \(did you mean 'ctClamp'\?\)/,
      ),
      expect.stringMatching(
        /^flows\/troubleshooting\.yaml:\d+:\d+: askPhoto's 'to' must be a step of screen kind photos \(\/commission\/photos\), not '\/commission\/19'$/,
      ),
    ]);
  });
});
