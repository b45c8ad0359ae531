// Validates a content file against its JSON Schema and turns ajv's errors into sentences an editor
// can act on, each at file:line:column, with "did you mean" for misspelt keys and values.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { memoByText } from '../memoByText.ts';
import { suggest } from '../suggest.ts';
import type { ContentProblem } from '../types.ts';
import type { JsonPath } from './jsonFile.ts';

export interface Located {
  file: string;
  data: unknown;
  locate(path: JsonPath): { line: number; column: number };
}

const ajv = new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true, strict: false });
// kept by the schema's text, not its object: callers read a schema file or build one (the table's,
// from the listed countries) on every run, and compiling is most of a check's time
const compiled = memoByText((text): ValidateFunction => ajv.compile(JSON.parse(text) as object), 64);

/** `whole` names the checked value itself in messages: the file, or a step's 'props'. */
export function schemaProblems(
  content: Located,
  schema: object,
  names: Record<string, string> = {},
  whole = 'the file',
): ContentProblem[] {
  const validate = compiled(JSON.stringify(schema));
  if (validate(content.data)) return [];
  return mostSpecific(validate.errors ?? []).map((e) => {
    const path = e.instancePath
      .split('/')
      .slice(1)
      .map((s) => (/^\d+$/.test(s) ? Number(s) : s.replace(/~1/g, '/').replace(/~0/g, '~')));
    const extra =
      e.keyword === 'additionalProperties' ? [(e.params as { additionalProperty: string }).additionalProperty] : [];
    return { file: content.file, ...content.locate([...path, ...extra]), message: describe(e, path, names, whole) };
  });
}

// anyOf/oneOf report one error per branch; keep the deepest, which name the real mistake
function mostSpecific(errors: ErrorObject[]): ErrorObject[] {
  const byPath = new Map<string, ErrorObject>();
  for (const e of errors) {
    if (
      (e.keyword === 'oneOf' || e.keyword === 'anyOf' || e.keyword === 'if') &&
      errors.some((o) => o !== e && o.instancePath.startsWith(e.instancePath) && o.keyword !== e.keyword)
    )
      continue;
    const key = `${e.instancePath}|${e.keyword === 'additionalProperties' ? (e.params as { additionalProperty: string }).additionalProperty : ''}`;
    if (!byPath.has(key)) byPath.set(key, e);
  }
  return [...byPath.values()];
}

function describe(e: ErrorObject, path: JsonPath, names: Record<string, string>, whole: string): string {
  const last = path.length ? path[path.length - 1] : undefined;
  const what = typeof last === 'number' ? `item ${last + 1} of '${path[path.length - 2]}'` : last ? `'${last}'` : whole;
  const known = (list: readonly unknown[]) => list.map(String).join(', ');
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = (e.params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys((e.parentSchema as { properties?: object }).properties ?? {});
      const hint = suggest(key, allowed);
      return `unknown key '${key}' in ${what}${hint ? `; did you mean '${hint}'?` : allowed.length ? ` (known: ${known(allowed)})` : ''}`;
    }
    case 'required':
      return `${what} is missing '${(e.params as { missingProperty: string }).missingProperty}'`;
    case 'enum': {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
      const hint = typeof e.data === 'string' ? suggest(e.data, allowed.map(String)) : undefined;
      const field = String(typeof last === 'number' ? path[path.length - 2] : last);
      const kind =
        names[field] ??
        (['region', 'country', 'defaultCountry'].includes(field)
          ? field === 'region'
            ? 'region'
            : 'country'
          : 'value');
      return `unknown ${kind} ${JSON.stringify(e.data)} in ${what}${hint ? `; did you mean '${hint}'?` : ''} (known: ${known(allowed)})`;
    }
    case 'const':
      return `${what} must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`;
    case 'type':
      return `${what} must be ${(e.params as { type: string }).type === 'object' ? 'an object' : `a ${(e.params as { type: string }).type}`}, not ${JSON.stringify(e.data)}`;
    case 'pattern':
      return `${what} has the wrong form: ${JSON.stringify(e.data)}${(e.parentSchema as { description?: string }).description ? ` (${(e.parentSchema as { description?: string }).description})` : ''}`;
    case 'propertyNames':
      return `${what} has a key that is not allowed`;
    default:
      return `${what} ${e.message}`;
  }
}
