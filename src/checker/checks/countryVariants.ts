// Text variants per country are declared in content/countries.json (NZ → nz, au → base). A
// variant key whose suffix no country's chain names (`failure.reverse_fr`, `…_nzl`) would never
// show: an error in the locale file. `otherCountries` must name a listed country.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentProblem } from '../types.ts';
import { parseJsonText } from './jsonFile.ts';
import type { Locales } from './locales.ts';

const FILE = 'content/countries.json';
const PLURAL = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

interface Countries {
  countries: Record<string, { variants: string[] }>;
  otherCountries: string;
}

/** The listed countries (AU, NZ, …), or undefined when the file is missing or broken (its own check reports that). */
export function listedCountries(root: string): string[] | undefined {
  const data = readCountries(root);
  return data ? Object.keys(data.countries) : undefined;
}

export function checkCountryVariants(root: string, locales: Locales): ContentProblem[] {
  const path = join(root, FILE);
  if (!existsSync(path)) return [];
  const read = parseJsonText(FILE, readFileSync(path, 'utf8'));
  const data = readCountries(root);
  if (!read.json || !data) return []; // syntax and shape: checks/contentFiles.ts
  const problems: ContentProblem[] = [];
  if (!(data.otherCountries in data.countries)) {
    problems.push({
      file: FILE,
      ...read.json.locate(['otherCountries']),
      message: `'otherCountries' names '${data.otherCountries}', which is not listed under 'countries'`,
    });
  }
  const suffixes = new Set(Object.values(data.countries).flatMap((c) => c.variants));
  const known = [...suffixes].sort().join(', ');
  for (const lang of locales.languages) {
    const texts = locales.texts[lang];
    for (const key of texts.keys()) {
      const m = /^(.*)_([a-z]{2,3})$/.exec(key);
      if (!m || PLURAL.has(m[2]) || suffixes.has(m[2])) continue;
      const base = m[1];
      const isVariant = texts.has(base) || [...suffixes].some((s) => texts.has(`${base}_${s}`));
      if (!isVariant) continue;
      problems.push({
        ...locales.locate(lang, key),
        message: `'${key}' is a variant '_${m[2]}' that no country in ${FILE} uses (known: ${known}); add the suffix to a country's 'variants' or rename the key`,
      });
    }
  }
  return problems;
}

function readCountries(root: string): Countries | undefined {
  const path = join(root, FILE);
  if (!existsSync(path)) return undefined;
  const read = parseJsonText(FILE, readFileSync(path, 'utf8'));
  const data = read.json?.data as Partial<Countries> | undefined;
  if (!data || typeof data.countries !== 'object' || data.countries === null || typeof data.otherCountries !== 'string')
    return undefined;
  const ok = Object.values(data.countries).every((c) => Array.isArray((c as { variants?: unknown })?.variants));
  return ok ? (data as Countries) : undefined;
}
