// content/forms/<name>.schema.json (+ .ui.json): each file parses (else file:line:column), each
// schema compiles, and every field has a label key and, for every error keyword its schema can
// raise, an error text (forms.<form>.errors.<field>.<keyword> or .default) — else rjsf shows the raw
// key or ajv's English in every language.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { suggest } from '../suggest.ts';
import type { ContentProblem, FormParts } from '../types.ts';
import { checkFormParts } from './formParts.ts';
import { readJsonFile, type JsonFile } from './jsonFile.ts';
import type { KeyUse } from './localeParity.ts';

type Schema = Record<string, unknown>;
// `enum` is left out: rjsf shows an enum field as a list of exactly those values, so it cannot fail
const KEYWORDS = [
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'const',
  'format',
  'multipleOf',
];
const ajv = new Ajv({ allErrors: true, strict: false });
const TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

export function checkForms(
  root: string,
  parts?: FormParts,
): { problems: ContentProblem[]; uses: KeyUse[]; forms: string[] } {
  const dir = join(root, 'content', 'forms');
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => n.endsWith('.schema.json'))
        .map((n) => n.replace(/\.schema\.json$/, ''))
        .sort()
    : [];
  const problems: ContentProblem[] = [];
  const uses: KeyUse[] = [];
  for (const form of names) {
    const read = readJsonFile(root, `content/forms/${form}.schema.json`);
    const ui = existsSync(join(dir, `${form}.ui.json`))
      ? readJsonFile(root, `content/forms/${form}.ui.json`)
      : undefined;
    if (ui?.problem) problems.push(ui.problem);
    if (read.problem) {
      problems.push(read.problem);
      continue;
    }
    if (!ajv.validateSchema(read.json.data as Schema)) {
      // the meta-schema's errors: the deepest names the wrong value ('/properties/company/type')
      const error = [...(ajv.errors ?? [])].sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
      const path = (error?.instancePath ?? '').split('/').slice(1);
      const value = path.reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], read.json.data);
      const keyword = path[path.length - 1] ?? 'the schema';
      const hint = keyword === 'type' && typeof value === 'string' ? suggest(value, TYPES) : undefined;
      problems.push({
        file: read.json.file,
        ...read.json.locate(path),
        message: `not a valid JSON Schema: '${keyword}' cannot be ${JSON.stringify(value)}${hint ? `; did you mean '${hint}'?` : ''}`,
      });
      continue;
    }
    if (parts) problems.push(...checkFormParts(root, parts, read.json, ui && !ui.problem ? ui.json : undefined));
    uses.push(...fieldUses(form, read.json));
  }
  return { problems, uses, forms: names };
}

function fieldUses(form: string, json: JsonFile): KeyUse[] {
  const schema = json.data as Schema;
  const uses: KeyUse[] = [];
  // top-level fields and those an if/then/else branch adds (src/forms/translateUiSchema.ts)
  const branches: [Schema, (string | number)[]][] = [[schema, []]];
  for (const b of ['then', 'else']) if (isObject(schema[b])) branches.push([schema[b] as Schema, [b]]);
  const seen = new Set<string>();
  for (const [branch, at] of branches) {
    const required = new Set(Array.isArray(branch.required) ? (branch.required as string[]) : []);
    for (const [field, raw] of Object.entries(
      isObject(branch.properties) ? (branch.properties as Record<string, unknown>) : {},
    )) {
      const where = json.locate([...at, 'properties', field]);
      const fieldSchema = isObject(raw) ? (raw as Schema) : {};
      const base = `forms.${form}`;
      if (!seen.has(field)) {
        seen.add(field);
        uses.push({
          key: `${base}.fields.${field}.label`,
          file: json.file,
          ...where,
          what: `the label of field '${field}'`,
        });
        if (Array.isArray(fieldSchema.enum)) {
          for (const v of fieldSchema.enum)
            uses.push({
              key: `${base}.fields.${field}.options.${String(v)}`,
              file: json.file,
              ...where,
              what: `option '${String(v)}' of field '${field}'`,
            });
        }
      }
      const raised = KEYWORDS.filter((k) => k in fieldSchema);
      if (required.has(field)) raised.unshift('required');
      if (fieldSchema.type === 'number' || fieldSchema.type === 'integer') raised.push('type');
      for (const keyword of raised) {
        const at2 = keyword === 'required' ? where : json.locate([...at, 'properties', field, keyword]);
        uses.push({
          key: `${base}.errors.${field}.${keyword}`,
          alternatives: [`${base}.errors.${field}.default`],
          file: json.file,
          ...at2,
          what: `the '${keyword}' error of field '${field}'`,
        });
      }
    }
  }
  return uses;
}

const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);
