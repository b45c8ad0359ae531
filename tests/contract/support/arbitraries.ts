// fast-check arbitraries derived from the OpenAPI document's JSON schemas: values the schema
// allows (mixed with the document's own examples, so generated ids meet real sites and units), and
// mutations the schema refuses, each naming the field a 400 must name.
import fc from 'fast-check';
import { openapiDoc } from '../../../simulator/contract';

export type Json = Record<string, unknown>;

export function resolve(node: Json): Json {
  if (typeof node.$ref !== 'string') return node;
  let cur: unknown = openapiDoc;
  for (const part of node.$ref.slice(2).split('/')) cur = (cur as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return resolve(cur as Json);
}

const cache = new Map<Json, fc.Arbitrary<unknown>>();

/** values the schema allows; the schema's `example`, when it has one, comes up about a third of the time */
export function valid(schema: Json): fc.Arbitrary<unknown> {
  const hit = cache.get(schema);
  if (hit) return hit;
  const s = resolve(schema);
  const derived = derive(s);
  const withExample =
    'example' in s
      ? fc.oneof({ arbitrary: fc.constant(s.example), weight: 1 }, { arbitrary: derived, weight: 2 })
      : derived;
  cache.set(schema, withExample);
  return withExample;
}

function derive(s: Json): fc.Arbitrary<unknown> {
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  const alternatives = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map(valid));
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((t) => derive({ ...s, type: t })));
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: (s.minimum as number | undefined) ?? -1_000_000,
        max: (s.maximum as number | undefined) ?? 1_000_000,
      });
    case 'number':
      return fc.oneof(
        fc.double({
          min: (s.minimum as number | undefined) ?? -1e6,
          max: (s.maximum as number | undefined) ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        }),
        fc.integer({ min: (s.minimum as number | undefined) ?? -1000, max: (s.maximum as number | undefined) ?? 1000 }),
      );
    case 'string':
      return string(s);
    case 'array': {
      const minLength = (s.minItems as number | undefined) ?? 0;
      const maxLength = Math.min((s.maxItems as number | undefined) ?? minLength + 4, minLength + 4);
      return fc.array(s.items ? valid(s.items as Json) : fc.jsonValue(), { minLength, maxLength });
    }
    case 'object':
    default: {
      const props = (s.properties ?? {}) as Record<string, Json>;
      const required = (s.required ?? []) as string[];
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = valid(v);
      return fc.record(model, { requiredKeys: required.filter((k) => k in props) });
    }
  }
}

function string(s: Json): fc.Arbitrary<string> {
  const minLength = (s.minLength as number | undefined) ?? 0;
  const maxLength = (s.maxLength as number | undefined) ?? Infinity;
  // an instant as RFC 3339 writes it, in UTC or with an offset (putPhoto's takenAt)
  if (s.format === 'date-time')
    return fc
      .tuple(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom('Z', '+02:00', '-05:30'),
      )
      .map(([d, zone]) => d.toISOString().replace('Z', zone));
  if (typeof s.pattern === 'string')
    return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= minLength && v.length <= maxLength);
  // mostly printable ASCII, sometimes any Unicode (umlauts, emoji, right-to-left text)
  return fc.oneof(
    fc.string({ minLength, maxLength: minLength + 24 }),
    fc.string({ minLength, maxLength: minLength + 12, unit: 'grapheme' }),
  );
}

/** a value of a JSON type the schema does not allow, or undefined when it allows every type */
export function wrongTypeFor(schema: Json): unknown {
  const types = allowedTypes(resolve(schema));
  const candidates: [string, unknown][] = [
    ['number', 12.5],
    ['string', 'not-valid-✗'],
    ['object', { unexpected: true }],
    ['array', [1, 'x']],
    ['boolean', true],
  ];
  return candidates.find(([t]) => !types.has(t) && !(t === 'number' && types.has('integer')))?.[1];
}

function allowedTypes(s: Json): Set<string> {
  const alternatives = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (alternatives) return new Set(alternatives.flatMap((a) => [...allowedTypes(resolve(a))]));
  if (Array.isArray(s.enum))
    return new Set(
      s.enum.map((v) =>
        v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v,
      ),
    );
  if (Array.isArray(s.type)) return new Set(s.type as string[]);
  if (typeof s.type === 'string') return new Set([s.type]);
  return new Set(['number', 'string', 'object', 'array', 'boolean', 'null']);
}

export interface InvalidBody {
  body: unknown;
  raw?: string;
  field: string;
  how: string;
}

/**
 * One mutation of a valid body that the schema refuses, with the field the answer must name:
 * a required property removed, a property (at any depth) of the wrong type, an unknown property
 * where none are allowed, a body that is not an object, or text that is not JSON.
 */
export function invalidBody(schema: Json, base: unknown): fc.Arbitrary<InvalidBody> {
  const s = resolve(schema);
  const options: fc.Arbitrary<InvalidBody>[] = [
    fc.constantFrom<InvalidBody>(
      { body: [], field: 'body', how: 'an array' },
      { body: 'text', field: 'body', how: 'a string' },
      { body: null, field: 'body', how: 'null' },
    ),
    fc.constant({ body: undefined, raw: '{"serialNumber": ', field: 'JSON', how: 'not JSON' }),
  ];
  const required = ((s.required ?? []) as string[]).filter((k) => base && typeof base === 'object' && k in base);
  if (required.length > 0) {
    options.push(
      fc.constantFrom(...required).map((k) => {
        const body = { ...(base as Json) };
        delete body[k];
        return { body, field: k, how: `without ${k}` };
      }),
    );
  }
  const typed = typedPaths(s, base);
  if (typed.length > 0) {
    options.push(
      fc.constantFrom(...typed).map(({ path, wrong }) => ({
        body: setAt(base, path, wrong),
        field: path.at(-1) as string,
        how: `${path.join('.')} = ${JSON.stringify(wrong)}`,
      })),
    );
  }
  if (s.additionalProperties === false)
    options.push(
      fc.constant({ body: { ...(base as Json), surplusField: 1 }, field: 'surplusField', how: 'an unknown property' }),
    );
  return fc.oneof(...options);
}

/** the object properties present in `value`, at any depth, with a wrong-typed replacement for each */
function typedPaths(schema: Json, value: unknown, path: string[] = []): { path: string[]; wrong: unknown }[] {
  const s = resolve(schema);
  if (!value || typeof value !== 'object' || Array.isArray(value) || !s.properties) return [];
  const out: { path: string[]; wrong: unknown }[] = [];
  for (const [k, sub] of Object.entries(s.properties as Record<string, Json>)) {
    if (!(k in value)) continue;
    const wrong = wrongTypeFor(sub);
    if (wrong !== undefined) out.push({ path: [...path, k], wrong });
    out.push(...typedPaths(sub, (value as Json)[k], [...path, k]));
  }
  return out;
}

function setAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = { ...(value as Json) };
  copy[path[0]] = setAt(copy[path[0]], path.slice(1), replacement);
  return copy;
}
