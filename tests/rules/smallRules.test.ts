// @vitest-environment node
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import forms from 'virtual:forms';
import {
  CONFIG_PASSED_PROGRESS,
  RUN_DONE_PROGRESS,
  configProgress,
  createClickDebouncer,
  isValidEmail,
  networkIconColour,
  powerIconColour,
  taskProgress,
  trimNpsComment,
} from '../../src/handlers/rules';
import { isLargeSystem, parseSize } from '../../src/screens/config/kwSize.ts';
import { asksFirst, type SubmitConfirm } from '../../src/screens/core/form/ConfirmSubmit.tsx';
import { flowStep } from '../support/flowStep.ts';

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

  // the wizard's percentages are each step's `progress` in flows/ (what the app shows)
  it.each([
    ['/my-sites', 5],
    ['/commission/2', 10],
    ['/software-update', 20],
    ['/commission/10', 30],
    ['/commission/unequal-allocation/:index', 65],
    ['/commission/unequal-allocation-review', 67],
    ['/commission/19', 70],
    ['/commission/22', 100],
  ] as const)('shows %s at %i %%', (path, value) => {
    expect(flowStep(path).progress).toBe(value);
  });

  it('increases along the wizard (Z-29)', () => {
    const along = [
      '/my-sites',
      '/commission/2',
      '/commission/8',
      '/software-update',
      '/commission/10',
      '/commission/11',
      '/commission/17',
      '/commission/unequal-allocation/:index',
      '/commission/unequal-allocation-review',
      '/commission/ct-rating',
      '/commission/photos',
      '/commission/19',
      '/commission/22',
    ];
    const values = along.map((path) => flowStep(path).progress as number);
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

// the size box's text as the widget parses it, checked by the specifications form's own validators
type Validator = ReturnType<typeof createPrecompiledValidator>;
const validators: Record<string, { validator: Validator; schema: object }> = {};
beforeAll(async () => {
  for (const name of ['specifications', 'signUp'] as const) {
    const module = await forms[name]();
    validators[name] = {
      validator: createPrecompiledValidator(module.validateFns, module.schema),
      schema: module.schema,
    };
  }
});
const errorsOf = (form: string, data: Record<string, unknown>, field: string) => {
  const { validator, schema } = validators[form];
  return validator
    .validateFormData(data, schema as never)
    .errors.filter((e) => e.property === `.${field}` || e.params?.missingProperty === field)
    .map((e) => e.name);
};

describe('specification sizes (L-18…L-22, Y.16h), as the form checks them', () => {
  it.each([
    ['', 'required', false],
    ['abc', 'type', false],
    ['0', 'exclusiveMinimum', false],
    ['-5', 'exclusiveMinimum', false],
    ['0.01', null, false],
    ['22', null, false],
    ['22.01', null, true],
    ['100', null, true],
    ['100.01', 'maximum', true],
    [' 7.5 ', null, false],
  ] as const)('judges %s as %s, warning %s', (input, error, warning) => {
    const dcSize = parseSize(input);
    expect(errorsOf('specifications', { dcSize, acSize: 8, inverter: 'SMA' }, 'dcSize')).toEqual(error ? [error] : []);
    expect(isLargeSystem(dcSize)).toBe(warning);
  });
});

describe('training certificate (L-06, Z-25, Y.16i), as the sign-up form checks it', () => {
  it.each([
    ['AB12-CD34-EF56-7890', true],
    ['ab12-cd34', true],
    ['AB12', false],
    ['AB1-CD34', false],
    ['AB12-CD3G', false],
    ['AB12--CD34', false],
    ['AB12-CD34-', false],
  ] as const)('judges %s as valid: %s', (trainingCert, valid) => {
    expect(errorsOf('signUp', { trainingCert }, 'trainingCert')).toEqual(valid ? [] : ['pattern']);
  });
});

describe('email (L-01, L-34, Y.16m)', () => {
  it.each([
    ['', false],
    ['manager@', false],
    ['manager@example.com', true],
    ['  manager@example.com ', true],
    ['a b@example.com', false],
  ] as const)('judges "%s" as valid: %s', (input, valid) => {
    expect(isValidEmail(input)).toBe(valid);
  });
});

describe('NPS comment (L-36, G-02, Y.16g)', () => {
  const confirm = (flowStep('/net-promoter-score').props as { confirm: SubmitConfirm }).confirm;
  it.each([
    ['', true, ''],
    ['   ', true, ''],
    [' great ', false, 'great'],
  ])('"%s" asks for confirmation: %s, sends "%s"', (input, ask, sent) => {
    expect(asksFirst(confirm, { score: 9, comment: input })).toBe(ask);
    expect(trimNpsComment(input)).toBe(sent);
  });
});
