// Numbers in the installer's language: a German installer types "10,5" and reads "10,50"; the app and
// the API keep decimal text with a point ("10.5") and numbers. Only the separator changes, one
// character for one, so a controlled input's caret does not jump.
import i18next from 'i18next';

/** The decimal separator of a language: "en" → ".", "de" → ",". From its words (common.decimalSeparator,
 * checked against Intl at build by src/checker/checks/decimalSeparators.ts), not from Intl: the first
 * Intl.NumberFormat costs the phone about 20 ms before a form with a number can show. */
export function decimalSeparator(lang: string): string {
  const written = i18next.isInitialized
    ? (i18next.getResource(lang, 'translation', 'common.decimalSeparator') as unknown)
    : undefined;
  return typeof written === 'string' && written.length === 1 ? written : intlSeparator(lang);
}

const separators = new Map<string, string>();
/** a language whose words are not loaded (tests, tools): Intl, once */
function intlSeparator(lang: string): string {
  let sep = separators.get(lang);
  if (sep === undefined) {
    sep = new Intl.NumberFormat(lang).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    separators.set(lang, sep);
  }
  return sep;
}

/** What was typed → the app's decimal text: "10,5" (de) → "10.5"; a point is accepted too. */
export function readLocalDecimal(text: string, lang: string): string {
  return decimalSeparator(lang) === ',' ? text.replace(/,/g, '.') : text;
}

/** The app's decimal text → as the language writes it: "10.5" → "10,5" (de). */
export function showLocalDecimal(text: string, lang: string): string {
  return decimalSeparator(lang) === ',' ? text.replace(/\./g, ',') : text;
}

/** A decimal for reading, with Intl.NumberFormat: ("10.00", "de") → "10,00"; no grouping. Non-numbers pass through. */
export function formatLocalNumber(
  value: string | number,
  lang: string,
  fractionDigits?: { min: number; max: number },
): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || (typeof value === 'string' && value.trim() === '')) return String(value);
  const decimals = typeof value === 'string' ? (value.split('.')[1]?.length ?? 0) : undefined;
  return new Intl.NumberFormat(lang, {
    useGrouping: false,
    minimumFractionDigits: fractionDigits?.min ?? decimals ?? 0,
    maximumFractionDigits: fractionDigits?.max ?? Math.max(decimals ?? 0, 2),
  }).format(n);
}
