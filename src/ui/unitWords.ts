// The unit reports what it is doing in its own (English) words with a machine code beside them (the
// log's `progress` and `progressCode`). A code the locale has words for (its key from `keyOf`) is
// said in the UI's language; any other code, or none, shows the unit's words as they came.
import type { i18n as I18n, TFunction } from 'i18next';

const CODE = /^[a-z][a-zA-Z0-9_]*$/; // a plain word: nothing the unit sends is taken for a path of keys

export function unitWords(
  keyOf: ((code: string) => string | undefined) | undefined,
  code: string | null | undefined,
  text: string | null | undefined,
  t: TFunction,
  i18n: I18n,
): string | undefined {
  const key = keyOf && code && CODE.test(code) ? keyOf(code) : undefined;
  if (typeof key === 'string' && i18n.exists(key)) return t(key);
  return text ?? undefined;
}
