// The TypeScript types of every kind's `props`, written from content/schemas/kinds/*.schema.json.
// The schemas are the single source: the checker validates flows against them (with file:line:column
// and a suggestion), and the screens read props through the types made here. This direction, not the
// other, because a schema says more than a type can (patterns of locale keys, minimum items, enums
// with descriptions), and the checker needs it at build time in Node without a compiler.
// Only what the kind schemas use is understood: object, array, string, number, integer, boolean,
// enum, const, $ref to $defs, oneOf/anyOf (a union) and allOf of if/then branches (a union of the
// thens). Anything else is a refusal, so a schema never silently becomes `unknown`.

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  if?: Schema;
  then?: Schema;
  description?: string;
  $defs?: Record<string, Schema>;
}

export interface KindSchema {
  kind: string;
  schema: object;
}

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);
const isStructural = (s: Schema) =>
  s.type === 'object' || s.properties !== undefined || s.allOf !== undefined || s.oneOf !== undefined;

/** The module text: one exported type per kind, their named parts, and the map from kind to props. */
export function kindTypesModule(kinds: readonly KindSchema[]): string {
  const out: string[] = [
    '// Written by `npm run gen:kinds` from content/schemas/kinds/*.schema.json: do not edit by hand.',
    '// tests/engine/kindTypes.test.ts fails when this file and the schemas differ.',
    '',
  ];
  const sorted = [...kinds].sort((a, b) => a.kind.localeCompare(b.kind));
  for (const { kind, schema } of sorted) {
    const root = schema as Schema;
    const prefix = `${capital(kind)}StepProps`;
    const named = new Map<string, string>();
    for (const [name, def] of Object.entries(root.$defs ?? {}))
      if (isStructural(def)) named.set(name, `${prefix}${capital(name)}`);
    const write = (s: Schema, indent: string): string => typeOf(s, root, named, indent, `${kind}.schema.json`);
    for (const [name, type] of named) out.push(`export type ${type} = ${write(root.$defs![name], '')};`, '');
    out.push(`export type ${prefix} = ${write(root, '')};`, '');
  }
  out.push('/** The props of each screen kind, by kind. */', 'export interface KindProps {');
  for (const { kind } of sorted) out.push(`  ${kind}: ${capital(kind)}StepProps;`);
  out.push('}', '');
  return out.join('\n');
}

function typeOf(s: Schema, root: Schema, named: Map<string, string>, indent: string, file: string): string {
  const again = (t: Schema, i = indent) => typeOf(t, root, named, i, file);
  if (s.$ref) {
    const name = /^#\/\$defs\/(\w+)$/.exec(s.$ref)?.[1];
    const def = name === undefined ? undefined : root.$defs?.[name];
    if (!name || !def) throw new Error(`${file}: cannot follow $ref ${s.$ref}`);
    return named.get(name) ?? again(def);
  }
  if (s.const !== undefined) return literal(s.const);
  if (s.enum) return s.enum.map(literal).join(' | ');
  const union = s.oneOf ?? s.anyOf;
  if (union) return union.map((b) => wrap(again(b))).join(' | ');
  if (s.allOf) {
    const branches = s.allOf.filter((b) => b.then).map((b) => b.then!);
    const onlyBranches = s.allOf.every(
      (b) => b.then || (b.anyOf ?? []).every((a) => Object.keys(a).every((k) => k === 'required')),
    );
    if (!branches.length || !onlyBranches)
      throw new Error(`${file}: allOf is understood only as a list of if/then branches`);
    return branches.map((b) => wrap(again(b))).join(' | ');
  }
  if (Array.isArray(s.type)) return s.type.map((t) => again({ ...s, type: t })).join(' | ');
  switch (s.type ?? (s.properties ? 'object' : undefined)) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      if (!s.items) throw new Error(`${file}: an array without items`);
      return `${wrap(again(s.items))}[]`;
    case 'object':
      return objectType(s, indent, again);
    default:
      throw new Error(`${file}: a schema without a type: ${JSON.stringify(s).slice(0, 80)}`);
  }
}

function objectType(s: Schema, indent: string, again: (t: Schema, i?: string) => string): string {
  const props = Object.entries(s.properties ?? {});
  const extra = s.additionalProperties;
  const rest = extra === false ? undefined : typeof extra === 'object' ? again(extra) : 'unknown';
  if (!props.length) return rest === undefined ? 'Record<string, never>' : `Record<string, ${rest}>`;
  const inner = `${indent}  `;
  const lines = props.map(([key, value]) => {
    const note = value.description ? `${inner}/** ${value.description.replace(/\*\//g, '* /')} */\n` : '';
    const optional = s.required?.includes(key) ? '' : '?';
    return `${note}${inner}${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}${optional}: ${again(value, inner)};`;
  });
  if (rest !== undefined)
    lines.push(`${inner}[key: string]: ${rest === 'unknown' ? 'unknown' : `${rest} | undefined`};`);
  return `{\n${lines.join('\n')}\n${indent}}`;
}

const literal = (v: unknown) =>
  typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(v);

/** Parenthesises a type that holds a `|` outside braces, so `T[]` and `A | B` nest as written. */
function wrap(t: string): string {
  let depth = 0;
  for (let i = 0; i < t.length; i++) {
    if ('{(<['.includes(t[i])) depth++;
    else if ('})>]'.includes(t[i])) depth--;
    else if (t[i] === '|' && depth === 0) return `(${t})`;
  }
  return t;
}
