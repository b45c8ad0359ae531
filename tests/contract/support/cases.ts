// Generated requests for one operation of the contract: valid ones (path, query and body drawn
// from the schemas and examples) and invalid ones (one body mutation, one bad path value or one
// bad query value), each knowing the field a 400 must name.
import fc from 'fast-check';
import { checkQueryParameter, openapiDoc, type Operation } from '../../../simulator/contract';
import { invalidBody, resolve, valid, type Json } from './arbitraries';

export type CaseKind = 'valid' | 'invalid body' | 'invalid path' | 'invalid query';
export interface Case {
  kind: CaseKind;
  method: string;
  url: string;
  body?: unknown;
  raw?: string;
  field?: string;
  how?: string;
}

const opNode = (op: Operation): Json => ((openapiDoc.paths as Json)[op.path] as Json)[op.method.toLowerCase()] as Json;
const parametersOf = (op: Operation): Json[] => ((opNode(op).parameters as Json[] | undefined) ?? []).map(resolve);
const mediaOf = (op: Operation): Json | undefined => {
  const rb = opNode(op).requestBody as Json | undefined;
  return rb ? ((resolve(rb).content as Json)['application/json'] as Json) : undefined;
};
export const bodySchemaOf = (op: Operation): Json | undefined => mediaOf(op)?.schema as Json | undefined;

/** a body the schema allows; the operation's own examples (a real login, a complete project) a quarter of the time */
export function bodyFor(op: Operation): fc.Arbitrary<unknown> | undefined {
  const media = mediaOf(op);
  if (!media) return undefined;
  const examples = [
    ...('example' in media ? [media.example] : []),
    ...Object.values((media.examples ?? {}) as Record<string, Json>).map((e) => resolve(e).value),
  ];
  const derived = valid(media.schema as Json);
  return examples.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...examples), weight: 1 }, { arbitrary: derived, weight: 3 })
    : derived;
}

/** a parameter's value: its example or one its schema allows */
const paramValue = (p: Json) => fc.oneof(...('example' in p ? [fc.constant(p.example)] : []), valid(p.schema as Json));

function url(op: Operation, path: Record<string, unknown>, query: Record<string, unknown>): string {
  const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(path[name])));
  const q = Object.entries(query)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  return q ? `${filled}?${q}` : filled;
}

/** every required parameter, and each optional one (a search, a filter, a cursor) or not */
const record = (params: Json[]) =>
  fc.record(Object.fromEntries(params.map((p) => [p.name as string, paramValue(p)])), {
    requiredKeys: params.filter((p) => p.in === 'path' || p.required === true).map((p) => p.name as string),
  });

// Bodies that carry the serial of their path (uploads, invites) mostly carry the same one, so the
// generated traffic gets past that rule and reaches the model; sometimes another, to test the rule.
function aligned(path: Record<string, unknown>, body: unknown, align: boolean): unknown {
  if (!align || typeof path.serial !== 'string' || !body || typeof body !== 'object') return body;
  const b = { ...(body as Json) };
  if ('serialNumber' in b) b.serialNumber = path.serial;
  if ('serialNum' in b) b.serialNum = path.serial;
  return b;
}

function validCase(
  op: Operation,
): fc.Arbitrary<Case & { pathValues: Record<string, unknown>; queryValues: Record<string, unknown> }> {
  const params = parametersOf(op);
  return fc
    .tuple(
      record(params.filter((p) => p.in === 'path')),
      record(params.filter((p) => p.in === 'query')),
      bodyFor(op) ?? fc.constant(undefined),
      fc.nat(3),
    )
    .map(([path, query, body, n]) => ({
      kind: 'valid' as const,
      method: op.method,
      url: url(op, path, query),
      body: aligned(path, body, n > 0),
      pathValues: path,
      queryValues: query,
    }));
}

function invalidPathValue(p: Json): fc.Arbitrary<string> {
  const schema = resolve(p.schema as Json);
  const allowed = (v: string) =>
    schema.type === 'integer'
      ? /^-?\d+$/.test(v)
      : typeof schema.pattern === 'string' && new RegExp(schema.pattern).test(v);
  return fc
    .oneof(
      fc.constantFrom(
        '3P_35A_12',
        '3p_35a_1009',
        '3P_35A_10091',
        '2P_100_1009_test',
        'abc',
        '1.5',
        '-',
        '%',
        ' ',
        '💡',
      ),
      fc.string({ minLength: 1, maxLength: 16 }),
    )
    .filter((v) => v !== '.' && v !== '..' && !allowed(v));
}

/** every kind of request this operation can be sent, weighted 3 valid : 1 of each invalid kind */
export function casesFor(op: Operation): fc.Arbitrary<Case> {
  const params = parametersOf(op);
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const schema = bodySchemaOf(op);
  const kinds: fc.WeightedArbitrary<Case>[] = [{ arbitrary: validCase(op), weight: 3 }];
  if (schema) {
    kinds.push({
      weight: 1,
      arbitrary: validCase(op).chain((c) =>
        invalidBody(schema, c.body).map((m) => ({
          ...c,
          kind: 'invalid body' as const,
          body: m.body,
          raw: m.raw,
          field: m.field,
          how: m.how,
        })),
      ),
    });
  }
  if (pathParams.length > 0) {
    kinds.push({
      weight: 1,
      arbitrary: fc.tuple(validCase(op), fc.constantFrom(...pathParams)).chain(([c, p]) =>
        invalidPathValue(p).map((bad) => ({
          ...c,
          kind: 'invalid path' as const,
          url: url(op, { ...c.pathValues, [p.name as string]: bad }, c.queryValues),
          field: p.name as string,
          how: `${String(p.name)} = ${JSON.stringify(bad)}`,
        })),
      ),
    });
  }
  // only values the contract refuses: an optional search may be missing or empty, and "abc" is a search
  const badQueries = queryParams.flatMap((p) =>
    (['missing', 'empty', 'not a number'] as const)
      .filter((how) => {
        const raw = how === 'missing' ? undefined : how === 'empty' ? '' : 'abc';
        return checkQueryParameter(op, p.name as string, raw) !== undefined;
      })
      .map((how) => ({ name: p.name as string, how })),
  );
  if (badQueries.length > 0) {
    kinds.push({
      weight: 1,
      arbitrary: fc.tuple(validCase(op), fc.constantFrom(...badQueries)).map(([c, { name, how }]) => {
        const query = { ...c.queryValues };
        if (how === 'missing') delete query[name];
        else query[name] = how === 'empty' ? '' : 'abc';
        return {
          ...c,
          kind: 'invalid query' as const,
          url: url(op, c.pathValues, query),
          field: name,
          how: `${name} ${how}`,
        };
      }),
    });
  }
  return fc.oneof(...kinds);
}
