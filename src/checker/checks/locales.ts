// Reads locales/<lang>/<namespace>.json once for every check: the i18next resources, every key
// with its text, and where each key is written (for file:line:column). A file with a JSON syntax
// error is a problem, not a crash; the other files are still read.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentProblem } from '../types.ts';
import { readJsonFile, type JsonFile } from './jsonFile.ts';

export type LocaleResources = Record<string, { translation: Record<string, unknown> }>;

export interface Locales {
  languages: string[]; // 'en' first: English is the fallback every other language falls back to
  resources: LocaleResources;
  /** texts[lang].get('commission.search.title') = 'Searching…' */
  texts: Record<string, Map<string, string>>;
  namespaces: Set<string>;
  locate(lang: string, key: string): ContentProblem & { message: '' };
  problems: ContentProblem[];
}

export const FALLBACK_LANGUAGE = 'en';

export function readLocaleFiles(root: string): Locales {
  const dir = join(root, 'locales');
  const languages = (
    existsSync(dir)
      ? readdirSync(dir)
          .filter((n) => !n.startsWith('.'))
          .sort()
      : []
  ).sort((a, b) => (a === FALLBACK_LANGUAGE ? -1 : b === FALLBACK_LANGUAGE ? 1 : 0));
  const resources: LocaleResources = {};
  const texts: Locales['texts'] = {};
  const files = new Map<string, JsonFile>(); // "de/commission" → file
  const namespaces = new Set<string>();
  const problems: ContentProblem[] = [];
  for (const lang of languages) {
    const translation: Record<string, unknown> = {};
    texts[lang] = new Map();
    for (const name of readdirSync(join(dir, lang))
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const ns = name.replace(/\.json$/, '');
      const read = readJsonFile(root, `locales/${lang}/${name}`);
      if (read.problem) {
        problems.push(read.problem);
        continue;
      }
      if (typeof read.json.data !== 'object' || read.json.data === null || Array.isArray(read.json.data)) {
        problems.push({
          file: read.json.file,
          line: 1,
          column: 1,
          message: 'a locale file must hold one JSON object of texts',
        });
        continue;
      }
      files.set(`${lang}/${ns}`, read.json);
      namespaces.add(ns);
      translation[ns] = read.json.data;
      flatten(read.json.data as Record<string, unknown>, ns, texts[lang], (key) =>
        problems.push({
          file: read.json.file,
          ...read.json.locate(key.split('.').slice(1)),
          message: `'${key}' must be a text, not a number or a list`,
        }),
      );
    }
    resources[lang] = { translation };
  }
  const locate = (lang: string, key: string) => {
    const [ns, ...path] = key.split('.');
    const file = files.get(`${lang}/${ns}`);
    return {
      file: file?.file ?? `locales/${lang}/${ns}.json`,
      ...(file ? file.locate(path) : { line: 1, column: 1 }),
      message: '' as const,
    };
  };
  return { languages, resources, texts, namespaces, locate, problems };
}

// { a: { b: 'x' } } → 'ns.a.b' = 'x'
function flatten(
  tree: Record<string, unknown>,
  prefix: string,
  out: Map<string, string>,
  wrong: (key: string) => void,
) {
  for (const [key, value] of Object.entries(tree)) {
    const full = `${prefix}.${key}`;
    if (typeof value === 'string') out.set(full, value);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value))
      flatten(value as Record<string, unknown>, full, out, wrong);
    else wrong(full);
  }
}
