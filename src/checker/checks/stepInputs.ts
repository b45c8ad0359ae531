// The step contract's input check: a screen kind that submits an input needs a `run` handler that
// takes that shape; a kind that never submits must not name one; a button's handler takes nothing
// from the screen. The shapes are named in src/handlers/inputs.ts; the names here are data.
import type { FlowStep } from '../../engine/types.ts';
import type { InputCatalogs } from '../types.ts';

export interface InputProblem {
  at: readonly (string | number)[]; // relative to the step
  message: string;
}

const accepts = (catalogs: InputCatalogs, taken: string, sent: string) =>
  taken === sent || (catalogs.alsoAccepts[taken] ?? []).includes(sent);

/** Problems with one step's inputs; unknown handlers and kinds are reported elsewhere. */
export function checkStepInputs(step: FlowStep, catalogs: InputCatalogs): InputProblem[] {
  const problems: InputProblem[] = [];
  const sends = catalogs.kinds[step.screen];
  const takes = step.run === undefined ? undefined : catalogs.handlers[step.run];
  if (sends !== undefined && step.run === undefined) {
    if (!catalogs.optional?.includes(step.screen)) {
      problems.push({
        at: ['screen'],
        message: `screen kind '${step.screen}' submits '${sends}' to its step's handler; add 'run:' with a handler that takes it`,
      });
    }
  } else if (sends === undefined && step.run !== undefined && takes !== undefined) {
    problems.push({
      at: ['run'],
      message: `screen kind '${step.screen}' never runs its step's handler, so 'run: ${step.run}' would do nothing; use a button's 'run:' instead`,
    });
  } else if (sends !== undefined && takes !== undefined && !accepts(catalogs, takes, sends)) {
    problems.push({
      at: ['run'],
      message: `handler '${step.run}' takes '${takes}', but screen kind '${step.screen}' submits '${sends}'`,
    });
  }
  const loadTakes = step.load === undefined ? undefined : catalogs.handlers[step.load];
  if (loadTakes !== undefined && !accepts(catalogs, loadTakes, 'none')) {
    problems.push({
      at: ['load'],
      message: `handler '${step.load}' takes '${loadTakes}', but a step loads its data with no input`,
    });
  }
  step.buttons?.forEach((button, i) => {
    const buttonTakes = button.run === undefined ? undefined : catalogs.handlers[button.run];
    if (buttonTakes !== undefined && !accepts(catalogs, buttonTakes, 'none')) {
      problems.push({
        at: ['buttons', i, 'run'],
        message: `handler '${button.run}' takes '${buttonTakes}', but a button sends nothing; run it from a screen that submits '${buttonTakes}'`,
      });
    }
  });
  return problems;
}
