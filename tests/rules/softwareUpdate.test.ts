// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barValue, canContinueAnyway, isMonitorPatch, updateNeeded, updateTaskBar } from '../../src/handlers/rules';

describe('software update needed (I-01, I-10, Z-12, Y.11)', () => {
  it.each([
    { tasks: [], force: false, needed: false, continueAnyway: true },
    { tasks: ['software'], force: false, needed: false, continueAnyway: true },
    { tasks: ['firmware'], force: true, needed: false, continueAnyway: false },
    { tasks: ['monitor patch'], force: false, needed: true, continueAnyway: true },
    { tasks: ['monitor_patch'], force: true, needed: true, continueAnyway: false },
    { tasks: ['software', 'firmware'], force: false, needed: true, continueAnyway: true },
    { tasks: ['firmware', 'monitor_patch'], force: true, needed: true, continueAnyway: false },
    { tasks: ['software', 'firmware', 'monitor patch'], force: false, needed: true, continueAnyway: true },
  ])(
    '$tasks with forceUpdate $force: needed $needed, CONTINUE ANYWAY $continueAnyway',
    ({ tasks, force, needed, continueAnyway }) => {
      expect(updateNeeded(tasks)).toBe(needed);
      expect(canContinueAnyway(force)).toBe(continueAnyway);
    },
  );

  it('treats a missing task list as no update and a missing forceUpdate as not forced', () => {
    expect(updateNeeded(undefined)).toBe(false);
    expect(updateNeeded(null)).toBe(false);
    expect(canContinueAnyway(undefined)).toBe(true);
  });

  it.each(['monitor_patch', 'monitor patch', ' Monitor-Patch '])('recognises %s as the monitor patch', (task) => {
    expect(isMonitorPatch(task)).toBe(true);
  });
});

describe('update progress as the screen draws it (I-06)', () => {
  // the handler reports updateTaskBar(since); the progress kind draws barValue at each moment
  const shown = (elapsed: number) => Math.floor(barValue(updateTaskBar(1_000), 1_000 + elapsed) as number);
  it.each([
    [0, 0],
    [90_000, 50],
    [178_200, 99],
    [180_000, 99],
    [600_000, 99],
    [-5, 0],
  ])('shows %i ms as %i %%', (elapsed, expected) => {
    expect(shown(elapsed)).toBe(expected);
  });

  it('never goes backwards and never reaches 100 before the task is done', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(shown(early)).toBeLessThanOrEqual(shown(late));
        expect(shown(late)).toBeLessThanOrEqual(99);
      }),
    );
  });
});
