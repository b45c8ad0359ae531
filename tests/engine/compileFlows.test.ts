// @vitest-environment node
// The content checker: each kind of editor mistake is rejected with file, line, column and a sentence.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFlows, type FlowSource } from '../../src/checker/compileFlows.ts';
import { formatProblem, type Registry } from '../../src/checker/types.ts';
import { localeKeysOf } from '../support/editedFlows.ts';

const fixtures = join(__dirname, 'fixtures');
const registry: Registry = {
  handlers: { search: ['ready', 'notFound'] },
  screens: { info: [] },
  conditions: [],
  forms: [],
};
const localeKeys = localeKeysOf(join(fixtures, 'root'));
const base: FlowSource = { file: 'flows/app.yaml', text: readFileSync(join(fixtures, 'root/flows/app.yaml'), 'utf8') };

function problemsWith(fixture: string): string[] {
  const extra = { file: `flows/${fixture}`, text: readFileSync(join(fixtures, fixture), 'utf8') };
  return compileFlows([base, extra], registry, localeKeys).problems.map(formatProblem);
}

describe('compileFlows', () => {
  it('compiles valid flows into steps with defaults and their source line', () => {
    const { flows, problems } = compileFlows([base], registry, localeKeys);
    expect(problems).toEqual([]);
    expect(flows?.steps.map((s) => s.path)).toEqual(['/', '/login', '/serial', '/sites', '/group/:index']);
    expect(flows?.steps[2]).toMatchObject({ wifiIcon: false, source: 'flows/app.yaml:15' });
    expect(flows?.guards).toEqual({ login: '/login', serial: '/serial', address: '/sites' });
  });

  it('rejects a misspelt target route and suggests the right one', () => {
    expect(problemsWith('misspelt-route.yaml')).toMatchInlineSnapshot(`
      [
        "flows/misspelt-route.yaml:7:29: route '/seriall' does not exist; did you mean '/serial'?",
      ]
    `);
  });

  it('rejects a handler outcome that no target is mapped for', () => {
    expect(problemsWith('unmapped-outcome.yaml')).toMatchInlineSnapshot(`
      [
        "flows/unmapped-outcome.yaml:7:9: outcome 'notFound' is not mapped in 'on'",
      ]
    `);
  });

  it('rejects an outcome the handler never produces', () => {
    expect(problemsWith('unknown-outcome.yaml')).toMatchInlineSnapshot(`
      [
        "flows/unknown-outcome.yaml:7:83: outcome 'gone' is never produced here (known: ready, notFound)",
      ]
    `);
  });

  it('rejects a text key that no language has', () => {
    expect(problemsWith('missing-key.yaml')).toMatchInlineSnapshot(`
      [
        "flows/missing-key.yaml:6:12: text key 't.onlyInEnglish' is missing from locales/en and every other language",
      ]
    `);
  });

  it('rejects a handler name that is not registered', () => {
    expect(problemsWith('unknown-handler.yaml')).toMatchInlineSnapshot(`
      [
        "flows/unknown-handler.yaml:6:10: handler 'serch' is not registered; did you mean 'search'?",
      ]
    `);
  });

  it('rejects an unknown screen kind', () => {
    expect(problemsWith('unknown-screen.yaml')).toMatchInlineSnapshot(`
      [
        "flows/unknown-screen.yaml:3:13: unknown screen kind 'infoo'; did you mean 'info'?",
      ]
    `);
  });

  it('rejects a path declared twice, naming the first place', () => {
    expect(problemsWith('duplicate-path.yaml')).toMatchInlineSnapshot(`
      [
        "flows/duplicate-path.yaml:2:11: path '/login' is already declared in flows/app.yaml:10",
      ]
    `);
  });

  it('rejects a route that no flow leads to', () => {
    expect(problemsWith('unreachable.yaml')).toMatchInlineSnapshot(`
      [
        "flows/unreachable.yaml:2:11: route '/orphan' cannot be reached: no flow leads to it (mark it 'entry: true' if it is opened from outside)",
      ]
    `);
  });

  it('rejects YAML syntax errors with their position', () => {
    const [problem] = problemsWith('syntax-error.yaml');
    expect(problem).toBe(
      'flows/syntax-error.yaml:3:13: YAML syntax error: Nested mappings are not allowed in compact mappings',
    );
  });

  it('rejects keys the flow format does not know', () => {
    expect(problemsWith('schema-violation.yaml')).toMatchInlineSnapshot(`
      [
        "flows/schema-violation.yaml:2:5: unknown key 'colour' in item 1 of 'routes'",
      ]
    `);
  });

  it('accepts a concrete path that fits a route pattern', () => {
    const { problems } = compileFlows([base], registry, localeKeys);
    expect(problems).toEqual([]); // /sites → /group/0 fits /group/:index
  });

  it('requires one file to declare the guard redirects', () => {
    const extra = { file: 'flows/x.yaml', text: 'routes: []\n' };
    const { problems } = compileFlows([extra], registry, localeKeys);
    expect(problems.map(formatProblem)).toEqual([
      "flows/x.yaml:1:1: no flow file sets 'guards' (the redirects for login, serial and address)",
    ]);
  });
});
