// Form schemas may name a rule the API contract states, so it is written once (e.g. the password
// policy): `{ "$ref": "openapi#/components/schemas/NewPassword" }` in content/forms is replaced at
// build time by that schema from src/api/openapi.yaml, its own refs resolved and `x-` keys dropped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { memoByText } from './memoByText.ts';

const PREFIX = 'openapi#/components/schemas/';
type Json = Record<string, unknown>;

// the contract is parsed once per text, not once per form schema and run
const componentsOf = memoByText((text) => ((parse(text) as Json).components as Json).schemas as Json, 4);

export function inlineContractRefs(schema: unknown, root: string): unknown {
  const components = componentsOf(readFileSync(join(root, 'src', 'api', 'openapi.yaml'), 'utf8'));
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as Json).$ref;
    if (typeof ref === 'string' && (ref.startsWith(PREFIX) || ref.startsWith('#/components/schemas/'))) {
      const name = ref.slice(ref.lastIndexOf('/') + 1);
      if (!(name in components)) throw new Error(`content/forms: ${ref} is not a schema in src/api/openapi.yaml`);
      return walk(components[name]);
    }
    return Object.fromEntries(
      Object.entries(node)
        .filter(([k]) => !k.startsWith('x-') && k !== 'description')
        .map(([k, v]) => [k, walk(v)]),
    );
  };
  return walk(schema);
}
