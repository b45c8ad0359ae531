// content/forms: a form names only widgets and fields the app has, and uses no schema keyword the
// app's forms are not drawn and tested with (src/forms/formPartNames.ts says which and why). Without
// this check such a form would show rjsf's "No widget" error or an untried, unstyled field on the phone.
import { inlineContractRefs } from '../contractRefs.ts';
import { suggest } from '../suggest.ts';
import type { ContentProblem, FormParts } from '../types.ts';
import type { JsonFile } from './jsonFile.ts';

type Path = (string | number)[];
const CONTRACT = 'openapi#/components/schemas/';
const INSTEAD: Record<string, string> = {
  anyOf: 'use an enum for a choice, or if/then/else for fields that depend on another',
  oneOf: 'use an enum for a choice, or if/then/else for fields that depend on another',
  allOf: "write the rules in one schema (an object's properties and required side by side)",
  patternProperties: 'name each property',
  $ref: `write the schema here, or name one of the API contract's schemas (${CONTRACT}…)`,
};

export function checkFormParts(
  root: string,
  parts: FormParts,
  schema: JsonFile,
  ui: JsonFile | undefined,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const at = (file: JsonFile, path: Path, message: string) =>
    problems.push({ file: file.file, ...file.locate(path), message });

  // inside a contract schema a ref brought in, problems are reported at the `$ref` and name it
  type Within = { ref: string; at: Path } | undefined;
  const walkSchema = (node: unknown, path: Path, within: Within): void => {
    if (Array.isArray(node)) return node.forEach((v, i) => walkSchema(v, [...path, i], within));
    if (!node || typeof node !== 'object') return;
    const ref = (node as Record<string, unknown>).$ref;
    if (!within && typeof ref === 'string' && ref.startsWith(CONTRACT))
      return walkSchema(inlineContractRefs(node, root), path, { ref, at: path });
    for (const [key, value] of Object.entries(node)) {
      const here = [...path, key];
      if (parts.keywordsLeftOut.includes(key) && !isPlainChoice(key, value)) {
        const inContract = within ? ` (in the API contract's ${within.ref.slice(CONTRACT.length)})` : '';
        at(
          schema,
          within?.at ?? here,
          `'${key}'${inContract} is not something the app's forms can show: ${INSTEAD[key] ?? 'leave it out'}`,
        );
        continue;
      }
      // property names are not keywords: a field may be called "oneOf"
      if (key === 'properties' && value && typeof value === 'object') {
        for (const [name, sub] of Object.entries(value)) walkSchema(sub, [...here, name], within);
      } else walkSchema(value, here, within);
    }
  };
  walkSchema(schema.data, [], undefined);

  const walkUi = (node: unknown, path: Path): void => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const here = [...path, key];
      if (key === 'ui:widget' || (key === 'widget' && path[path.length - 1] === 'ui:options'))
        named(value, here, 'widget', parts.widgets);
      else if (key === 'ui:field' || (key === 'field' && path[path.length - 1] === 'ui:options'))
        named(value, here, 'field', parts.fields);
      else walkUi(value, here);
    }
  };
  const named = (value: unknown, path: Path, what: 'widget' | 'field', names: readonly string[]) => {
    if (typeof value !== 'string' || names.includes(value)) return;
    const hint = suggest(value, names);
    at(
      ui!,
      path,
      `the app has no ${what} '${value}'${hint ? `; did you mean '${hint}'?` : ''} (${what}s: ${names.join(', ')})`,
    );
  };
  if (ui) walkUi(ui.data, []);
  return problems;
}

// `oneOf`/`anyOf` whose every option is a `const` is a plain choice rjsf shows as a select, no multi-schema field
function isPlainChoice(key: string, value: unknown): boolean {
  return (
    (key === 'oneOf' || key === 'anyOf') &&
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((o) => !!o && typeof o === 'object' && 'const' in o)
  );
}
