// @vitest-environment node
// The step contract in content: a step's `run` handler must take the input its screen kind submits,
// and a button's handler must need nothing from the screen. Checked on the real flows with one edit.
import { describe, expect, it } from 'vitest';
import { compileContent } from '../../src/checker/loadContent.ts';
import { formatProblem, type Registry } from '../../src/checker/types.ts';
import { registry as code } from '../../src/registry.ts';
import { problemsAfterEdit, repoRoot } from '../support/editedFlows.ts';

const registry: Registry = {
  ...code,
  forms: ['signUp', 'resetPassword', 'siteAddress', 'specifications', 'allocation', 'connections', 'connectedUnits'],
};

/** The problems in `file` of the real flows after replacing `from` with `to` in it. */
const problemsAfter = (file: string, from: string, to: string): string[] =>
  // outcome and reachability problems an edit causes elsewhere are other checks' business
  problemsAfterEdit(registry, file, from, to).filter(
    (p) => p.startsWith(file) && !/is never produced|is not mapped|cannot be reached/.test(p),
  );

describe('step inputs', () => {
  it('accepts the real flows', () => {
    expect(compileContent(repoRoot, code).problems.map(formatProblem)).toEqual([]);
  });

  it('refuses a step whose handler takes another input than its kind submits', () => {
    expect(problemsAfter('flows/commission-config.yaml', 'run: saveAllocationPhase', 'run: chooseDeliveryMethod'))
      .toMatchInlineSnapshot(`
        [
          "flows/commission-config.yaml:210:10: handler 'chooseDeliveryMethod' takes 'choice', but screen kind 'form' submits 'formData'",
        ]
      `);
  });

  it('refuses a progress step whose handler does not take the serial the step hands it', () => {
    // /commission/5 hands the job's serial to its handler; a handler taking nothing would read it elsewhere
    const problems = problemsAfter('flows/commission-unit.yaml', 'run: searchUnit', 'run: resetCommissioning');
    expect(problems.filter((p) => p.includes('handler'))).toEqual([
      "flows/commission-unit.yaml:96:10: handler 'resetCommissioning' takes 'none', but screen kind 'progress' submits 'serial'",
    ]);
  });

  it('refuses a button whose handler needs an input from the screen', () => {
    expect(problemsAfter('flows/commission-config.yaml', 'run: confirmAllocation', 'run: saveAllocationPhase'))
      .toMatchInlineSnapshot(`
        [
          "flows/commission-config.yaml:234:38: handler 'saveAllocationPhase' takes 'formData', but a button sends nothing; run it from a screen that submits 'formData'",
        ]
      `);
  });

  it('refuses a submitting kind without a handler to submit to', () => {
    expect(
      problemsAfter('flows/commission-config.yaml', '    run: saveAllocationPhase ', '    # run: saveAllocationPhase '),
    ).toMatchInlineSnapshot(`
      [
        "flows/commission-config.yaml:203:13: screen kind 'form' submits 'formData' to its step's handler; add 'run:' with a handler that takes it",
      ]
    `);
  });

  it('refuses a handler on a kind that never runs it', () => {
    expect(
      problemsAfter(
        'flows/troubleshooting.yaml',
        '    title: troubleshooting.phaseToPhaseAu.title\n',
        '    title: troubleshooting.phaseToPhaseAu.title\n    run: confirmAllocation\n',
      ),
    ).toMatchInlineSnapshot(`
      [
        "flows/troubleshooting.yaml:39:10: screen kind 'troubleshooting' never runs its step's handler, so 'run: confirmAllocation' would do nothing; use a button's 'run:' instead",
      ]
    `);
  });
});
