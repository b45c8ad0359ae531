// content/photos.json beyond its schema (checks/contentFiles.ts): every kind a country's list names
// is one of `kinds` (an unknown kind is an error at its file:line, with the closest known name), a
// list names a kind once, and each kind's words are key uses, so a kind without words in a language
// is reported where the kind says which words it needs (checks/localeParity.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentProblem } from '../types.ts';
import { suggest } from '../suggest.ts';
import { readJsonFile } from './jsonFile.ts';
import type { KeyUse } from './localeParity.ts';

export const PHOTOS_FILE = 'content/photos.json';

interface PhotoFile {
  kinds?: Record<string, { title?: unknown; hint?: unknown }>;
  lists?: Record<string, { kind?: unknown }[]>;
}

export function checkPhotoList(root: string): { problems: ContentProblem[]; uses: KeyUse[] } {
  if (!existsSync(join(root, PHOTOS_FILE))) return { problems: [], uses: [] };
  const read = readJsonFile(root, PHOTOS_FILE);
  if (!read.json) return { problems: [], uses: [] }; // a syntax error: checks/contentFiles.ts says it
  const { data, locate } = read.json;
  const content = (typeof data === 'object' && data !== null ? data : {}) as PhotoFile;
  const kinds = content.kinds ?? {};
  const known = Object.keys(kinds);
  const problems: ContentProblem[] = [];
  const uses: KeyUse[] = [];
  for (const [kind, words] of Object.entries(kinds)) {
    for (const part of ['title', 'hint'] as const) {
      const key = words?.[part];
      if (typeof key === 'string')
        uses.push({
          key,
          file: PHOTOS_FILE,
          ...locate(['kinds', kind, part]),
          what: `the ${part} of photo kind '${kind}'`,
        });
    }
  }
  for (const [country, list] of Object.entries(content.lists ?? {})) {
    if (!Array.isArray(list)) continue;
    const seen = new Set<string>();
    list.forEach((entry, index) => {
      const kind = entry?.kind;
      if (typeof kind !== 'string') return; // the schema says what is missing
      const at = { file: PHOTOS_FILE, ...locate(['lists', country, index, 'kind']) };
      if (!known.includes(kind)) {
        const near = suggest(kind, known);
        problems.push({
          ...at,
          message: `unknown photo kind '${kind}' in the ${country} list${near ? ` (did you mean '${near}'?)` : ''}; the kinds are ${known.join(', ')}`,
        });
      } else if (seen.has(kind)) {
        problems.push({
          ...at,
          message: `photo kind '${kind}' is listed twice for ${country}; use "max" for more photos`,
        });
      }
      seen.add(kind);
    });
  }
  return { problems, uses };
}
