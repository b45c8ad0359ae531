// @vitest-environment node
// The step contract is typed from the catalogs: a screen that emits a misspelt outcome, submits an
// input of the wrong shape or runs a handler that does not exist does not compile. The fixture holds
// one of each, marked for `npm run typecheck`; here it is compiled without the marks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const fixture = join(__dirname, 'fixtures', 'stepContractMistakes.tsx');

function diagnosticsWithoutExpectations(): { mistakes: Map<string, number>; errors: Map<number, string> } {
  const source = readFileSync(fixture, 'utf8').split('\n');
  const mistakes = new Map<string, number>(); // mistake name → line (1-based) of the code it marks
  const unmarked = source.map((line, i) => {
    const mark = /@ts-expect-error MISTAKE ([a-z-]+):/.exec(line);
    if (!mark) return line;
    mistakes.set(mark[1], i + 2);
    return '';
  });
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile;
  host.readFile = (file) => (file === fixture ? unmarked.join('\n') : readFile(file));
  const program = ts.createProgram([fixture], config.options, host);
  const errors = new Map<number, string>();
  for (const d of ts.getPreEmitDiagnostics(program, program.getSourceFile(fixture))) {
    if (d.file?.fileName !== fixture || d.start === undefined) continue;
    errors.set(
      d.file.getLineAndCharacterOfPosition(d.start).line + 1,
      ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    );
  }
  return { mistakes, errors };
}

describe('the step contract in types', () => {
  const { mistakes, errors } = diagnosticsWithoutExpectations();

  it('marks five mistakes in the fixture', () => {
    expect([...mistakes.keys()]).toEqual([
      'outcome-misspelt',
      'input-wrong-shape',
      'input-missing',
      'handler-misspelt',
      'handler-input-wrong',
    ]);
  });

  it.each([
    ['outcome-misspelt', `'"dnoe"' is not assignable`],
    ['input-wrong-shape', `'weight' does not exist`],
    ['input-missing', 'Expected 1-2 arguments, but got 0'], // the input, and submit's options
    ['handler-misspelt', `'"retryComissioning"' is not assignable`],
    ['handler-input-wrong', `'serial' does not exist`],
  ])('a screen with the mistake %s does not compile', (mistake, words) => {
    const line = mistakes.get(mistake);
    expect(errors.get(line ?? -1)).toContain(words);
  });

  it('reports nothing on the lines written correctly', () => {
    expect([...errors.keys()].sort((a, b) => a - b)).toEqual([...mistakes.values()].sort((a, b) => a - b));
  });
});
