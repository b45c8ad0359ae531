// What a kind's props schema (content/schemas/kinds/<kind>.schema.json) says against some props, for
// the tests that hold the flows' steps and an editor's mistakes to it: one line per error, empty when valid.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { kindSchemaFile } from '../../src/checker/kindSchemas.ts';
import { repoRoot } from './repoFiles.ts';

export function kindPropsErrors(kind: string): (props: unknown) => string[] {
  const schema = JSON.parse(readFileSync(join(repoRoot, kindSchemaFile(kind)), 'utf8')) as object;
  const validate = new Ajv({ allErrors: true, strict: true, strictTypes: false }).compile(schema);
  return (props) => (validate(props) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));
}
