// Each language's words say how it writes a decimal (common.decimalSeparator); the build checks it
// against Intl, and the app (its number boxes and rjsf's number fields) reads it from there.
import { describe, expect, it } from 'vitest';
import { checkDecimalSeparators } from '../../src/engine/checks/decimalSeparators.ts';
import getDecimalSeparator from '../../src/compat/decimalSeparator.ts';
import { initI18n } from '../../src/i18n.ts';
import i18next from 'i18next';
import { getDecimalSeparator as rjsfSeparator } from '@rjsf/utils';

function locales(texts: Record<string, Record<string, string>>) {
  return {
    languages: Object.keys(texts),
    texts: Object.fromEntries(Object.entries(texts).map(([lang, t]) => [lang, new Map(Object.entries(t))])),
    locate: (lang: string) => ({ file: `locales/${lang}/common.json`, line: 2, column: 3, message: '' as const }),
  };
}

describe('the decimal separator in the words', () => {
  it('passes when each language writes the separator Intl knows for it', () => {
    expect(checkDecimalSeparators(locales({ en: { 'common.decimalSeparator': '.' }, de: { 'common.decimalSeparator': ',' } }))).toEqual([]);
  });

  it('names the file and says what to write when a language lacks it or has the wrong one', () => {
    const problems = checkDecimalSeparators(locales({ en: { 'common.decimalSeparator': '.' }, de: { 'common.decimalSeparator': '.' }, fr: {} }));
    expect(problems.map((p) => `${p.file}: ${p.message}`)).toEqual([
      `locales/de/common.json: 'common.decimalSeparator' is "." in de, but de writes decimals with ","`,
      `locales/fr/common.json: 'common.decimalSeparator' is missing in fr: write ",", the decimal separator of fr, so typed numbers are read right`,
    ]);
  });

  it("rjsf's number fields use the UI language's separator, not the phone's", async () => {
    await initI18n('de');
    expect(navigator.languages[0]).toMatch(/^en/); // the test's "phone" is English
    expect(getDecimalSeparator()).toBe(',');
    expect(rjsfSeparator()).toBe(','); // what @rjsf/utils hands its number fields, through the alias
    await i18next.changeLanguage('en');
    expect(getDecimalSeparator()).toBe('.');
  });
});
