// @vitest-environment node
// The texts the documents quote, character for character (D-14, D-15, D-20, D-21, D-23, H-02, I-09,
// J-02, L-15, L-16).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const load = (name: string) => JSON.parse(readFileSync(`locales/en/${name}.json`, 'utf8')) as Record<string, unknown>;
const at = (key: string) => {
  const [file, ...path] = key.split('.');
  return path.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], load(file));
};

describe('quoted texts', () => {
  it.each([
    ['forms.serial.errors.serial.required', 'Please input serial number'],
    ['forms.serial.errors.serial.format', 'Invalid serial number, valid format: 3P_35A_XXXX, 2P_100_XXXX'],
    ['lookup.notFound', 'We cannot find the SolShare you entered.'],
    [
      'lookup.forbidden',
      'You do not have permission to access the system information. Please contact the provider if you need access to this information.',
    ],
    [
      'lookup.notCommissioned',
      'It looks like this SolShare hasn\u2019t been commissioned yet, please complete the commissioning of this SolShare.',
    ],
    ['search.offline.text', "Sorry! We can't find your unit online. Please ensure it is connected to Wi-Fi."],
    [
      'search.notFound.text',
      'Sorry! We cannot find the unit you entered. Please re-type the serial number. If the problem persists, please contact the provider.',
    ],
    ['unit.commissioned.text', 'This unit has already been commissioned'],
    ['unit.commissioned.viewSystemInfo', 'VIEW SYSTEM INFO'],
    ['update.success.text', "Success! You're all up to date."],
    ['update.failed.continueAnyway', 'CONTINUE ANYWAY'],
    ['unit.wifi.connected', 'Connected to'],
    ['unit.wifi.lastConnected', 'Last connected to'],
  ])('%s is %j', (key, text) => {
    expect(at(key)).toBe(text);
  });

  it('the power-cycle steps come in the order of D-22', () => {
    const steps = Object.values(at('search.powerCycle.steps') as Record<string, string>).join(' | ');
    expect(steps).toMatch(/grid maintenance isolators.*\| .*main AC isolator on the inverter.*\| Wait 30 seconds/);
  });
});
