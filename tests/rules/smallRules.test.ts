// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONFIG_PASSED_PROGRESS,
  RUN_DONE_PROGRESS,
  WIZARD_PROGRESS,
  configProgress,
  createClickDebouncer,
  exceedsWarning,
  isValidEmail,
  networkIconColour,
  npsNeedsConfirmation,
  powerIconColour,
  taskProgress,
  trimNpsComment,
  validateEmail,
  validateSpecSize,
  validateTrainingCert,
} from '../../src/handlers/rules';

describe('run progress bar (E-58…E-62, Z-50, Y.15)', () => {
  it.each([
    [0, 3],
    [60_000, 6.5],
    [120_000, 10],
    [180_000, 10],
  ])('shows %i ms of pending config as %s', (elapsed, bar) => {
    expect(configProgress(elapsed)).toBeCloseTo(bar, 10);
  });

  it('jumps to 11 on config success and 100 when the log is done', () => {
    expect(CONFIG_PASSED_PROGRESS).toBe(11);
    expect(RUN_DONE_PROGRESS).toBe(100);
  });

  it('moves a task from 20 towards 45 and holds at 45', () => {
    expect(taskProgress(20, 45, 0, 10_000)).toBe(20);
    expect(taskProgress(20, 45, 5_000, 10_000)).toBe(32.5);
    expect(taskProgress(20, 45, 20_000, 10_000)).toBe(45);
    expect(taskProgress(20, 45, 0, 0)).toBe(45);
  });

  it('never moves backwards', () => {
    expect(taskProgress(20, 45, 0, 10_000, 30)).toBe(30);
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), fc.nat(100_000), fc.nat(100_000), fc.nat(100), (s, e, t, dur, prev) => {
        expect(taskProgress(s, e, t, dur, prev)).toBeGreaterThanOrEqual(prev);
      }),
    );
  });

  it('rises monotonically from 3 to 10 while config is pending', () => {
    fc.assert(
      fc.property(fc.nat(500_000), fc.nat(500_000), (a, b) => {
        const [x, y] = a <= b ? [a, b] : [b, a];
        expect(configProgress(x)).toBeLessThanOrEqual(configProgress(y));
        expect(configProgress(y)).toBeGreaterThanOrEqual(3);
        expect(configProgress(y)).toBeLessThanOrEqual(10);
      }),
    );
  });

  it.each([
    ['mySites', 5],
    ['softwareUpdate', 20],
    ['allocation', 65],
    ['allocationReview', 67],
    ['success', 100],
  ] as const)('shows %s at %i %%', (stage, value) => {
    expect(WIZARD_PROGRESS[stage]).toBe(value);
  });

  it('increases along the wizard (Z-29)', () => {
    const values = Object.values(WIZARD_PROGRESS);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });
});

describe('power icon (H-09, H-10, H-34, Y.16c)', () => {
  it.each([
    [1, 0, false, 'red'],
    [1, 3, true, 'red'],
    [0, 2, false, 'yellow'],
    [0, 0, true, 'yellow'],
    [0, 0, false, 'green'],
  ] as const)('critical %i, non-critical %i, offline %s → %s', (critical, nonCritical, offline, colour) => {
    expect(powerIconColour({ critical, nonCritical, offline })).toBe(colour);
  });

  it('turns the network icons yellow when offline', () => {
    expect(networkIconColour(true)).toBe('yellow');
    expect(networkIconColour(false)).toBe('green');
  });
});

describe('click debounce (H-36, Y.16l)', () => {
  it.each([
    [[0, 400], 1],
    [[0, 400, 900], 1],
    [[0, 1200], 2],
    [[0, 1000], 2],
    [[0, 900, 1800], 1],
  ])('clicks at %j ms act %i time(s)', (clicks, actions) => {
    let now = 0;
    const click = createClickDebouncer(1000, () => now);
    const acted = clicks.filter((t) => {
      now = t;
      return click();
    });
    expect(acted).toHaveLength(actions);
  });

  it('always acts on the first click', () => {
    fc.assert(
      fc.property(fc.integer(), (t) => {
        expect(createClickDebouncer(1000, () => t)()).toBe(true);
      }),
    );
  });
});

describe('specification sizes (L-18…L-22, Y.16h)', () => {
  it.each([
    ['', 'required', false],
    ['abc', 'notNumber', false],
    ['0', 'notPositive', false],
    ['-5', 'notPositive', false],
    ['0.01', null, false],
    ['22', null, false],
    ['22.01', null, true],
    ['100', null, true],
    ['100.01', 'tooLarge', true],
    [' 7.5 ', null, false],
    [50, null, true],
  ] as const)('judges %s as %s, warning %s', (input, error, warning) => {
    expect(validateSpecSize(input)).toBe(error);
    expect(exceedsWarning(input)).toBe(warning);
  });
});

describe('training certificate (L-06, Z-25, Y.16i)', () => {
  it.each([
    ['AB12-CD34-EF56-7890', null],
    ['ab12-cd34', null],
    ['AB12', 'format'],
    ['AB1-CD34', 'format'],
    ['AB12-CD3G', 'format'],
    ['AB12--CD34', 'format'],
    ['AB12-CD34-', 'format'],
    ['', 'required'],
  ] as const)('judges %s as %s', (input, error) => {
    expect(validateTrainingCert(input)).toBe(error);
  });
});

describe('email (L-01, L-34, Y.16m)', () => {
  it.each([
    ['', 'required'],
    ['manager@', 'invalid'],
    ['manager@example.com', null],
    ['  manager@example.com ', null],
    ['a b@example.com', 'invalid'],
  ] as const)('judges "%s" as %s', (input, error) => {
    expect(validateEmail(input)).toBe(error);
    expect(isValidEmail(input)).toBe(error === null);
  });
});

describe('NPS comment (L-36, G-02, Y.16g)', () => {
  it.each([
    ['', true, ''],
    ['   ', true, ''],
    [' great ', false, 'great'],
  ])('"%s" asks for confirmation: %s, sends "%s"', (input, confirm, sent) => {
    expect(npsNeedsConfirmation(input)).toBe(confirm);
    expect(trimNpsComment(input)).toBe(sent);
  });
});
