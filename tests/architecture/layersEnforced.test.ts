// @vitest-environment node
// npm run lint:deps holds the layers of docs/ARCHITECTURE.md: an import planted where a rule forbids it
// fails the check with the rule's name, and the same import where the layers allow it passes. The
// planted files sit in a folder of their own, laid out as src/ is, checked with the project's config.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve('.');
const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

function lintDeps(files: Record<string, string>): { status: number | null; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'solshare-layers-'));
  folders.push(root);
  const all: Record<string, string> = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        module: 'esnext',
        moduleResolution: 'bundler',
        allowImportingTsExtensions: true,
        noEmit: true,
      },
    }),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const run = spawnSync(
    join(repo, 'node_modules/.bin/depcruise'),
    ['src', '--config', join(repo, '.dependency-cruiser.cjs'), '--output-type', 'err'],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const RULE = "export const isDone = (s: string) => s === 'done';\n";
const API_TYPE = 'export type Done = { done: boolean };\n';

describe('lint:deps holds the layers', () => {
  it('fails on an import from src/state into src/handlers, naming the rule', () => {
    const { status, output } = lintDeps({
      'src/handlers/rules/done.ts': RULE,
      'src/state/job.ts':
        "import { isDone } from '../handlers/rules/done.ts';\nexport const finished = isDone('done');\n",
    });
    expect(status).not.toBe(0);
    expect(output).toContain('state-without-handlers');
    expect(output).toContain('src/state/job.ts');
  });

  it('passes the same store importing the API types, which the layers allow', () => {
    const { status, output } = lintDeps({
      'src/api/types.ts': API_TYPE,
      'src/state/job.ts':
        "import type { Done } from '../api/types.ts';\nexport const finished: Done = { done: true };\n",
    });
    expect(output).not.toContain('error');
    expect(status).toBe(0);
  });
});
