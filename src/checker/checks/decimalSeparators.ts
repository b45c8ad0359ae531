// Each language says how it writes a decimal (common.decimalSeparator: "." in English, "," in German):
// the app reads typed numbers and shows them with it, without asking Intl on the phone (the first
// Intl.NumberFormat cost about 20 ms before a form with a number could show). So that the
// words cannot mislead, the build checks each one against what Intl says for that language.
import type { ContentProblem } from '../types.ts';
import type { Locales } from './locales.ts';

export const DECIMAL_SEPARATOR_KEY = 'common.decimalSeparator';

export function checkDecimalSeparators(locales: Pick<Locales, 'languages' | 'texts' | 'locate'>): ContentProblem[] {
  return locales.languages.flatMap((lang): ContentProblem[] => {
    const expected = intlSeparator(lang);
    const written = locales.texts[lang]?.get(DECIMAL_SEPARATOR_KEY);
    if (written === undefined) {
      return [
        {
          ...locales.locate(lang, DECIMAL_SEPARATOR_KEY),
          message: `'${DECIMAL_SEPARATOR_KEY}' is missing in ${lang}: write "${expected}", the decimal separator of ${lang}, so typed numbers are read right`,
        },
      ];
    }
    if (written !== expected) {
      return [
        {
          ...locales.locate(lang, DECIMAL_SEPARATOR_KEY),
          message: `'${DECIMAL_SEPARATOR_KEY}' is "${written}" in ${lang}, but ${lang} writes decimals with "${expected}"`,
        },
      ];
    }
    return [];
  });
}

// a new Intl.NumberFormat costs milliseconds; the checks run on every studio Save
const separators = new Map<string, string>();
function intlSeparator(lang: string): string {
  let separator = separators.get(lang);
  if (separator === undefined)
    separators.set(
      lang,
      (separator = new Intl.NumberFormat(lang).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'),
    );
  return separator;
}
