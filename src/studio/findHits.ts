// Find: every text whose words (or key) hold the query, in the languages and on the screens asked
// for; the plural forms of a text (clock.hours_one, clock.hours_other) are one hit.
import type { StudioModel } from './api.ts';

export const PLURAL = /_(zero|one|two|few|many|other)$/;

export interface FindOptions {
  query: string;
  /** '' for every language */
  lang: string;
  keysToo: boolean;
  /** the keys of the screen asked for; undefined for every screen */
  onScreen?: Set<string>;
}

export interface Hit {
  /** the key, or the plural forms' common key */
  key: string;
  /** language → the first of its matching texts */
  texts: Record<string, string>;
}

export interface Found {
  hits: Hit[];
  /** language → how many hits have words in it that match */
  perLanguage: Record<string, number>;
}

export function findTexts(model: StudioModel, options: FindOptions): Found {
  const wanted = options.query.trim().toLowerCase();
  const byKey = new Map<string, Hit>();
  const perLanguage: Record<string, number> = Object.fromEntries(model.languages.map((l) => [l, 0]));
  if (wanted.length < 2) return { hits: [], perLanguage };
  const counted = new Set<string>();
  for (const lang of options.lang ? [options.lang] : model.languages) {
    for (const [key, text] of Object.entries(model.texts[lang] ?? {})) {
      const base = key.replace(PLURAL, '');
      if (options.onScreen && !options.onScreen.has(key) && !options.onScreen.has(base)) continue;
      const inWords = text.toLowerCase().includes(wanted);
      if (!inWords && !(options.keysToo && key.toLowerCase().includes(wanted))) continue;
      const hit = byKey.get(base) ?? byKey.set(base, { key: base, texts: {} }).get(base)!;
      hit.texts[lang] ??= text;
      if (inWords && !counted.has(`${lang}\n${base}`)) {
        counted.add(`${lang}\n${base}`);
        perLanguage[lang]++;
      }
    }
  }
  return { hits: [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key)), perLanguage };
}

/** The plural forms a text has in any language (clock.hours → clock.hours_one, clock.hours_other), or the key alone. */
export function pluralForms(key: string, model: StudioModel): string[] {
  const base = key.replace(PLURAL, '');
  const forms = new Set<string>();
  for (const texts of Object.values(model.texts))
    for (const k of Object.keys(texts)) if (k.replace(PLURAL, '') === base && PLURAL.test(k)) forms.add(k);
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const rank = (k: string) => order.indexOf(PLURAL.exec(k)?.[1] ?? '');
  return forms.size ? [...forms].sort((a, b) => rank(a) - rank(b)) : [key];
}
