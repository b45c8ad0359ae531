// @vitest-environment node
// content/schemas/kinds/progress.schema.json: every progress step of the flows fits it, and it refuses
// what an editor could get wrong (a bar that does not exist, a misspelt prop, a hold without its time).
import { describe, expect, it } from 'vitest';
import { flowStep } from '../support/flowStep.ts';
import { kindPropsErrors } from '../support/kindPropsErrors.ts';

const problems = kindPropsErrors('progress');

describe('progress props schema', () => {
  it.each(['/commission/5', '/software-update', '/commission/21', '/system-info/:serial'])(
    '%s declares props the schema accepts',
    (path) => {
      const step = flowStep(path);
      expect(step.screen).toBe('progress');
      expect(problems(step.props ?? {})).toEqual([]);
    },
  );

  it.each([
    [{ bar: 'pie' }, '/bar must be equal to one of the allowed values'],
    [{ phases: { start: 3 } }, '/phases/start must be string'],
    [{ timer: { testId: 'x' } }, "/timer must have required property 'text'"],
    [{ hold: { outcome: 'success', noticeText: 'a.b', buttonText: 'a.c' } }, "/hold must have required property 'ms'"],
    [{ busyText: 'systemInfo.loading' }, ' must NOT have additional properties'],
  ])('refuses %j', (props, message) => {
    expect(problems(props)).toContain(message);
  });
});
