// @vitest-environment node
// The step contract's props: every screen kind has one schema in content/schemas/kinds, the types the
// screens read are written from those schemas (and kept current), and the checker refuses a misspelt
// prop on a step of every kind at file:line:column with a suggestion; guards listed out of the order
// the engine runs them in are refused too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkKindProps } from '../../src/checker/checks/kindProps.ts';
import { compileFlows } from '../../src/checker/compileFlows.ts';
import { readFlowSources } from '../../src/checker/flowSources.ts';
import { readKindSchemas } from '../../src/checker/kindSchemas.ts';
import { kindTypesModule } from '../../src/checker/kindTypes.ts';
import { parseFlowFile } from '../../src/checker/parseFlowFile.ts';
import { formatProblem } from '../../src/checker/types.ts';
import { registry } from '../../src/registry.ts';
import { screenOutcomes } from '../../src/screens/catalog.ts';

const repo = join(__dirname, '..', '..');
const sources = readFlowSources(repo);
const kinds = Object.keys(screenOutcomes).sort();

describe('the kind schemas', () => {
  it('exist for exactly the screen kinds there are', () => {
    expect(
      readKindSchemas(repo)
        .map((k) => k.kind)
        .sort(),
    ).toEqual(kinds);
  });

  it('are what src/engine/kindProps.generated.ts was written from (run npm run gen:kinds after changing one)', () => {
    expect(readFileSync(join(repo, 'src/engine/kindProps.generated.ts'), 'utf8')).toBe(
      kindTypesModule(readKindSchemas(repo)),
    );
  });

  it('let every step of the flows through as it is', () => {
    expect(checkKindProps(repo, sources).map(formatProblem)).toEqual([]);
  });
});

/** The first step of `kind` in the flows, with its file and its line of `screen:`. */
function firstStepOf(kind: string) {
  for (const source of sources) {
    const parsed = parseFlowFile(source.file, source.text);
    const i = (parsed.data?.routes ?? []).findIndex((s) => s.screen === kind);
    if (i >= 0) return { source, parsed, i, step: parsed.data!.routes![i] };
  }
  throw new Error(`no flow has a step of kind ${kind}`);
}

/** Swaps two letters in the middle of a name, the way a thumb on a phone keyboard does. */
const misspell = (name: string) => {
  const m = Math.floor(name.length / 2);
  return name.slice(0, m - 1) + name[m] + name[m - 1] + name.slice(m + 1);
};

/** The flow file with one mistake in a step of `kind`: a misspelt prop where it has props, else a misplaced one. */
function withMisspeltProp(kind: string) {
  const { source, parsed, i, step } = firstStepOf(kind);
  const lines = source.text.split('\n');
  const key = Object.keys(step.props ?? {})[0];
  if (key) {
    // the key is on the line of its value, or above it when the value is a block
    const valueAt = parsed.locate(['routes', i, 'props', key]).line; // where the checker points
    let n = valueAt - 1;
    while (!lines[n].includes(`${key}:`)) n--;
    lines[n] = lines[n].replace(`${key}:`, `${misspell(key)}:`);
    return { text: lines.join('\n'), file: source.file, wrong: misspell(key), right: key, line: valueAt };
  }
  const at = parsed.locate(['routes', i, 'screen']);
  const indent = ' '.repeat(lines[at.line - 1].indexOf('screen:'));
  lines.splice(at.line, 0, `${indent}props: { tilte: common.next }`);
  return { text: lines.join('\n'), file: source.file, wrong: 'tilte', right: 'title', line: at.line + 1 };
}

describe('a misspelt prop is refused with file:line:column and a suggestion, on a step of kind', () => {
  it.each(kinds)('%s', (kind) => {
    const mistake = withMisspeltProp(kind);
    const problems = checkKindProps(repo, [{ file: mistake.file, text: mistake.text }]).map(formatProblem);
    const said = problems.find((p) => p.includes(`'${mistake.wrong}'`));
    expect(said, problems.join('\n')).toMatch(
      new RegExp(
        `^${mistake.file}:${mistake.line}:\\d+: unknown key '${mistake.wrong}' in .*did you mean (the step's own )?'${mistake.right}'`,
      ),
    );
  });
});

describe('guards', () => {
  const file = 'flows/service-fleet.yaml';
  const check = (text: string) =>
    compileFlows([{ file, text }], { ...registry, forms: [] }, {}).problems.map(formatProblem);
  const text = sources.find((s) => s.file === file)!.text;

  it('listed out of the order the engine checks them in are refused, with the order to write', () => {
    expect(text).toContain('requires: [login, serial]');
    const line = text.slice(0, text.indexOf('requires: [login, serial]')).split('\n').length;
    expect(check(text.replace('requires: [login, serial]', 'requires: [serial, login]'))).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${file}:${line}:\\d+: guards are checked in the order login, serial, address, runPassed: write requires: \\[login, serial\\]$`,
        ),
      ),
    );
  });

  it('in that order pass', () => {
    expect(check(text).filter((p) => p.includes('guards are checked'))).toEqual([]);
  });
});
