// What the studio page shows: every language's texts side by side, where each key is used, each
// step of each flow file as written (the parts an editor may change, and the engine's parts shown
// read-only), the content files editors keep, and the country text variants.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import type { ContentCheck } from '../../src/checker/checks/checkContent.ts';
import { readLocaleFiles } from '../../src/checker/checks/locales.ts';

export const EDITABLE_CONTENT = [
  'content/contacts.json',
  'content/infoCentre.json',
  'content/faultActions.json',
  'content/photos.json',
];

export interface StudioStep {
  file: string;
  path: string;
  raw: Record<string, unknown>;
}

/** What the page shows and may change: read from the files alone (studioModel adds the checks' results). */
export function editableModel(root: string) {
  const locales = readLocaleFiles(root);
  const texts = Object.fromEntries(Object.entries(locales.texts).map(([lang, map]) => [lang, Object.fromEntries(map)]));
  const steps: StudioStep[] = [];
  for (const name of readdirSync(join(root, 'flows'))
    .filter((n) => /\.ya?ml$/.test(n))
    .sort()) {
    const file = `flows/${name}`;
    const data = parseDocument(readFileSync(join(root, file), 'utf8')).toJS({ maxAliasCount: -1 }) as {
      routes?: Record<string, unknown>[];
    };
    for (const raw of data?.routes ?? []) if (typeof raw?.path === 'string') steps.push({ file, path: raw.path, raw });
  }
  const content = Object.fromEntries(
    EDITABLE_CONTENT.map((file) => [file, JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown]),
  );
  return { locales, languages: locales.languages, texts, steps, content };
}

export function studioModel(root: string, checked: ContentCheck, editable = editableModel(root)) {
  const { locales, texts, steps, content } = editable;
  const english = locales.texts.en ?? new Map();
  const missing = Object.fromEntries(
    locales.languages
      .filter((l) => l !== 'en')
      .map((lang) => [lang, [...english.keys()].filter((k) => !locales.texts[lang].has(k))]),
  );
  const uses: Record<string, { file: string; line: number }[]> = {};
  for (const use of checked.keyUses) (uses[use.key] ??= []).push({ file: use.file, line: use.line });
  const countries = JSON.parse(readFileSync(join(root, 'content/countries.json'), 'utf8')) as {
    countries: Record<string, { variants: string[] }>;
  };
  return {
    languages: locales.languages,
    texts,
    missing,
    uses,
    steps,
    content,
    countries: Object.keys(countries.countries),
    variantSuffixes: [...new Set(Object.values(countries.countries).flatMap((c) => c.variants))],
    problems: checked.problems.length,
  };
}
