// A deployment's config.json, checked before it is deployed (`npm run check:config <file>`):
// its JSON Schema (content/schemas/config.schema.json: unknown keys with a suggestion, region
// names, contact shapes, country) and languages that exist in locales/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ContentProblem } from '../types.ts';
import { parseJsonText } from './jsonFile.ts';
import { loadSchema } from './contentFiles.ts';
import { schemaProblems } from './schemaProblems.ts';

export function checkDeploymentConfig(root: string, path: string): ContentProblem[] {
  const inside = relative(root, path).split('\\').join('/');
  const file = inside && !inside.startsWith('..') ? inside : path;
  if (!existsSync(path)) return [{ file, line: 1, column: 1, message: 'the file does not exist' }];
  const read = parseJsonText(file, readFileSync(path, 'utf8'));
  if (read.problem) return [read.problem];
  const problems = schemaProblems(read.json, loadSchema(root, 'config'), { defaultCountry: 'country' });
  const known = existsSync(join(root, 'locales')) ? readdirSync(join(root, 'locales')) : [];
  const languages = (read.json.data as { languages?: unknown }).languages;
  if (Array.isArray(languages)) {
    languages.forEach((lang, i) => {
      if (typeof lang !== 'string' || known.includes(lang)) return;
      // no "did you mean": two-letter codes are all close to each other
      problems.push({
        file,
        ...read.json.locate(['languages', i]),
        message: `language '${lang}' has no texts in locales/ (known: ${known.join(', ')})`,
      });
    });
  }
  return problems;
}
