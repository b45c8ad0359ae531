// The unit names its task in English with a code beside it: a code the flow lists is said in the
// UI's language (a German phone reads German on the run screen and the report), any other code, or
// a code shaped like a path of keys, shows the unit's own words.
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitWords } from '../../src/ui/unitWords.ts';
import { initTestI18n } from '../support/renderScreen.tsx';

const task = (code: string) => `run.task.${code}`;

beforeAll(initTestI18n);
afterAll(() => i18next.changeLanguage('en'));

describe('unitWords', () => {
  it("says a task the locale knows in the UI's language", async () => {
    await i18next.changeLanguage('de');
    expect(unitWords(task, 'connect', 'Connecting to the SolShare', i18next.t, i18next)).toBe(
      'Verbindung zur SolShare wird hergestellt',
    );
    expect(unitWords(task, 'done', 'Commissioning complete', i18next.t, i18next)).toBe('Inbetriebnahme abgeschlossen');
  });

  it("shows the unit's own words for a code nobody gave words, or none", async () => {
    await i18next.changeLanguage('de');
    expect(unitWords(task, 'calibrate', 'Calibrating the meter', i18next.t, i18next)).toBe('Calibrating the meter');
    expect(unitWords(task, undefined, 'Working', i18next.t, i18next)).toBe('Working');
    expect(unitWords(undefined, 'done', 'Commissioning complete', i18next.t, i18next)).toBe('Commissioning complete');
  });

  it('never takes a code shaped like a path of keys for a key', async () => {
    await i18next.changeLanguage('de');
    const anyKey = (code: string) => code; // a flow map that would hand the code on as it is
    expect(unitWords(anyKey, 'run.task.done', 'as sent', i18next.t, i18next)).toBe('as sent');
    expect(unitWords(anyKey, '__proto__', 'as sent', i18next.t, i18next)).toBe('as sent');
  });
});
