// Locale parity over every key the app uses (flows, props, forms, code). English is the fallback:
//   - a used key in no language, or only outside English, is an error at the place that uses it;
//   - a used key that English has but another language lacks is a warning (English shows there);
//   - a key only outside English, a placeholder that differs from English, or a plural key that
//     lacks one of its language's forms is an error in that language's file;
//   - English keys nothing uses are listed as warnings; each language's coverage is reported.
import type { ContentProblem } from '../types.ts';
import { FALLBACK_LANGUAGE, type Locales } from './locales.ts';

export interface KeyUse {
  key: string;
  /** Any one of these will do (a form error falls back to `.default`). */
  alternatives?: readonly string[];
  /** A family of keys built in code at run time (`failure.${code}`): marks keys used, checks nothing. */
  prefix?: boolean;
  file: string;
  line: number;
  column: number;
  /** What needs the key, for the sentence: "the label of field 'email'". */
  what?: string;
}

export interface Coverage {
  language: string;
  translated: number;
  total: number;
  pluralForms: string[];
}

export interface ParityResult {
  problems: ContentProblem[];
  warnings: ContentProblem[];
  coverage: Coverage[];
  unused: string[];
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]))].sort();

/** i18next resolves "failure.reverse" to "failure.reverse_au" (context) or "…_one" (plural). */
export function hasKey(texts: ReadonlyMap<string, string>, key: string): boolean {
  return texts.has(key) || underscoreStems(texts).has(key);
}

// every part of a key before one of its underscores ('failure.reverse' of 'failure.reverse_au'),
// once per language: looking each use up by scanning every key made a check cost seconds
const stems = new WeakMap<ReadonlyMap<string, string>, Set<string>>();
function underscoreStems(texts: ReadonlyMap<string, string>): Set<string> {
  let found = stems.get(texts);
  if (!found) {
    found = new Set();
    for (const k of texts.keys())
      for (let i = k.indexOf('_'); i > 0; i = k.indexOf('_', i + 1)) found.add(k.slice(0, i));
    stems.set(texts, found);
  }
  return found;
}

/** Checks uses only: the flow compiler reports its own uses this way too. */
export function checkKeyUses(
  uses: readonly KeyUse[],
  locales: Pick<Locales, 'languages' | 'texts'>,
): Omit<ParityResult, 'coverage' | 'unused'> {
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const others = locales.languages.filter((l) => l !== FALLBACK_LANGUAGE);
  for (const use of uses) {
    if (use.prefix) continue;
    const candidates = [use.key, ...(use.alternatives ?? [])];
    const has = (lang: string) => candidates.some((k) => hasKey(locales.texts[lang] ?? new Map(), k));
    const at = { file: use.file, line: use.line, column: use.column };
    const named = `text key '${use.key}'${use.alternatives?.length ? ` (or '${use.alternatives.join("', '")}')` : ''}${use.what ? ` for ${use.what}` : ''}`;
    if (!has(FALLBACK_LANGUAGE)) {
      const elsewhere = others.filter(has);
      problems.push({
        ...at,
        message: elsewhere.length
          ? `${named} is only in ${elsewhere.map((l) => `locales/${l}`).join(', ')}; English is every language's fallback, add it to locales/en`
          : `${named} is missing from locales/${FALLBACK_LANGUAGE} and every other language`,
      });
      continue;
    }
    for (const lang of others)
      if (!has(lang))
        warnings.push({ ...at, message: `${named} is not yet translated in locales/${lang}; English shows there` });
  }
  return { problems, warnings };
}

/** `checked`: uses not yet checked against the locales; `alreadyChecked` only count as uses. */
export function checkLocaleParity(
  checked: readonly KeyUse[],
  alreadyChecked: readonly KeyUse[],
  locales: Locales,
): ParityResult {
  const { problems, warnings } = checkKeyUses(checked, locales);
  const uses = [...checked, ...alreadyChecked];
  const en = locales.texts[FALLBACK_LANGUAGE] ?? new Map<string, string>();
  const coverage: Coverage[] = [];
  for (const lang of locales.languages) {
    const texts = locales.texts[lang];
    const forms = pluralForms(lang);
    let translated = 0;
    for (const [key, text] of texts) {
      const base = key.replace(PLURAL, '');
      const plural = base !== key;
      const english =
        en.get(key) ??
        (plural ? [...en.keys()].find((k) => k.replace(PLURAL, '') === base && PLURAL.test(k)) : undefined);
      if (english === undefined) {
        problems.push({
          ...locales.locate(lang, key),
          message: `'${key}' is only in locales/${lang}; add it to locales/en (the fallback) or remove it`,
        });
        continue;
      }
      const mine = placeholders(text);
      const theirs = placeholders(en.get(key) ?? english);
      if (lang !== FALLBACK_LANGUAGE && mine.join() !== theirs.join()) {
        problems.push({
          ...locales.locate(lang, key),
          message: `'${key}' uses ${list(mine)} but locales/en uses ${list(theirs)}; a renamed placeholder shows raw on screen`,
        });
      }
      if (plural && key.endsWith('_other')) {
        const missing = forms.filter((f) => !texts.has(`${base}_${f}`));
        if (missing.length)
          problems.push({
            ...locales.locate(lang, key),
            message: `'${base}' needs the plural forms ${forms.join(', ')} in locales/${lang}; missing: ${missing.join(', ')}`,
          });
      }
    }
    for (const key of en.keys()) if (hasKey(texts, key.replace(PLURAL, ''))) translated++;
    coverage.push({ language: lang, translated, total: en.size, pluralForms: forms });
  }
  const used = usedKeys(uses);
  const unused = [...en.keys()].filter((key) => !isUsed(key, used)).sort();
  return { problems, warnings, coverage, unused };
}

interface UsedKeys {
  /** keys named by a use, with the alternatives it accepts */
  named: Set<string>;
  /** families built in code (`failure.${code}`): any key starting so is used */
  prefixes: string[];
}

function usedKeys(uses: readonly KeyUse[]): UsedKeys {
  const named = new Set<string>();
  const prefixes: string[] = [];
  for (const use of uses) {
    for (const k of [use.key, ...(use.alternatives ?? [])]) {
      if (use.prefix) prefixes.push(k);
      else named.add(k);
    }
  }
  return { named, prefixes };
}

/** A key is used when a use names it, or names it up to one of its '_' or '.' (a variant, a plural, a key below). */
function isUsed(key: string, used: UsedKeys): boolean {
  if (used.named.has(key) || used.prefixes.some((p) => key.startsWith(p))) return true;
  for (let i = 0; i < key.length; i++)
    if ((key[i] === '_' || key[i] === '.') && used.named.has(key.slice(0, i))) return true;
  return false;
}

function pluralForms(lang: string): string[] {
  try {
    return new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  } catch {
    return ['one', 'other'];
  }
}

const list = (names: string[]) => (names.length ? names.map((n) => `{{${n}}}`).join(', ') : 'no placeholder');

export function coverageLine(c: Coverage): string {
  const percent = c.total ? Math.floor((c.translated / c.total) * 1000) / 10 : 100;
  return `${c.language}: ${c.translated}/${c.total} texts (${percent}%); plural forms ${c.pluralForms.join(', ')}`;
}
