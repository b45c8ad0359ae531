// Every screen kind's props schema, read from content/schemas/kinds/<kind>.schema.json: the one
// place a kind's props are written down (the checker validates against it, the types come from it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KindSchema } from './kindTypes.ts';

export const KIND_SCHEMA_DIR = 'content/schemas/kinds';
const SUFFIX = '.schema.json';

export const kindSchemaFile = (kind: string): string => `${KIND_SCHEMA_DIR}/${kind}${SUFFIX}`;

/** The kinds' schemas of a checkout; none where it has no such folder (a test's small fixture). */
export function readKindSchemas(root: string): KindSchema[] {
  const dir = join(root, KIND_SCHEMA_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(SUFFIX))
    .map((f) => ({
      kind: f.slice(0, -SUFFIX.length),
      schema: JSON.parse(readFileSync(join(dir, f), 'utf8')) as object,
    }));
}
