// @vitest-environment node
// `npm run check:content` is what content editors run: it must fail loudly and say where.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTsScript } from '../support/runTsScript.ts';

const root = join(__dirname, '..', '..');
const run = (dir: string) => runTsScript('src/checker/cli/checkContent.ts', dir);

describe('check:content', () => {
  it('exits non-zero naming the file, the line and the misspelt route', () => {
    const result = run(join(__dirname, 'fixtures/cli-broken'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "flows/app.yaml:8:29: route '/commision/8' does not exist; did you mean '/commission/8'?",
    );
    expect(result.stderr).toContain("flows/app.yaml:13:12: text key 't.missing' is missing from locales/en");
    expect(result.stderr).toContain('2 problems in the content.');
  });

  it('passes on the real content of the app', () => {
    const result = run(root);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Content is valid: \d+ routes\./m);
  });
});
