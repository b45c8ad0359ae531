// content/<name>.json (contacts, infoCentre, ...) each have a JSON Schema in content/schemas/:
// a renamed region, `"phone": 44` or a misspelt key is an error at file:line:column, not a crash
// of /contact or /info-centre on a phone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentProblem } from '../types.ts';
import { readJsonFile } from './jsonFile.ts';
import { schemaProblems } from './schemaProblems.ts';

const schemaCache = new Map<string, object>();

export function loadSchema(root: string, name: string): object {
  const path = join(root, 'content', 'schemas', `${name}.schema.json`);
  let schema = schemaCache.get(path);
  if (!schema) schemaCache.set(path, (schema = JSON.parse(readFileSync(path, 'utf8')) as object));
  return schema;
}

export function checkContentFiles(root: string): ContentProblem[] {
  const dir = join(root, 'content');
  if (!existsSync(dir)) return [];
  const problems: ContentProblem[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = `content/${name}`;
    const base = name.replace(/\.json$/, '');
    const read = readJsonFile(root, file);
    if (read.problem) {
      problems.push(read.problem);
      continue;
    }
    if (!existsSync(join(dir, 'schemas', `${base}.schema.json`))) {
      problems.push({
        file,
        line: 1,
        column: 1,
        message: `no schema for this file: add content/schemas/${base}.schema.json`,
      });
      continue;
    }
    problems.push(...schemaProblems(read.json, loadSchema(root, base)));
  }
  return problems;
}
