// @vitest-environment node
// The serial form's handlers read the typed field themselves (a form submits formData): the
// serial is normalised and checked once (parseSerial), and a bad one is a failure in the form's words.
import { beforeEach, describe, expect, it } from 'vitest';
import { parseSerial } from '../../src/handlers/rules/serial.ts';
import { checkWifi } from '../../src/handlers/unit/checkWifi.ts';
import { enterCommissioningSerial, serialFromForm } from '../../src/handlers/unit/enterSerial.ts';
import { project } from '../../src/state/project.ts';
import { cleanState, context } from './fakes.ts';

beforeEach(cleanState);

describe('parseSerial (D-03, L-15, L-16, Z-10)', () => {
  it.each([
    [' 3p-35a 0001 ', { serial: '3P_35A_0001' }],
    ['2p_100_0120_test', { serial: '2P_100_0120_TEST' }],
    ['   ', { error: 'required' }],
    [undefined, { error: 'required' }],
    [42, { error: 'required' }],
    ['3P--35A-0001', { error: 'format' }],
  ])('%j → %j', (typed, parsed) => {
    expect(parseSerial(typed)).toEqual(parsed);
  });
});

describe('the serial form handlers', () => {
  it("say what is wrong with the field in the form's words instead of trusting the screen", () => {
    expect(serialFromForm({ serial: '3P-35A-01' })).toEqual({
      kind: 'failed',
      message: { key: 'forms.serial.errors.serial.format' },
    });
    expect(serialFromForm({})).toEqual({ kind: 'failed', message: { key: 'forms.serial.errors.serial.required' } });
  });

  it("/commission/3 makes the normalised serial the job's unit; a bad one changes nothing", async () => {
    await expect(enterCommissioningSerial(context({}, { input: { serial: 'nope' } }))).resolves.toMatchObject({
      kind: 'failed',
    });
    expect(project.serialNumber).toBe('');
    await expect(enterCommissioningSerial(context({}, { input: { serial: '3p 35a 0412' } }))).resolves.toEqual({
      kind: 'set',
    });
    expect(project.serialNumber).toBe('3P_35A_0412');
  });

  it('/wifi-enter-serial asks the server nothing for a bad serial', async () => {
    await expect(checkWifi(context({}, { input: { serial: '' } }))).resolves.toEqual({
      kind: 'failed',
      message: { key: 'forms.serial.errors.serial.required' },
    });
  });
});
