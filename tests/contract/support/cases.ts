// Generated requests for one operation of the contract: valid ones (path, query and body drawn
// from the schemas and examples) and invalid ones (one body mutation, one bad path value or one
// bad query value), each knowing the field a 400 must name. An operation whose body is not JSON
// (putPhoto's image) is sent images of its media types, and as invalid bodies bytes that are no
// image, another Content-Type or one byte over its `x-max-bytes`, each with the refusal it must get.
import fc from 'fast-check';
import { checkQueryParameter, openapiDoc, type Operation } from '../../../simulator/contract';
import { jpegBytes, pdfBytes, webpBytes } from '../../simulator/helpers';
import { invalidBody, resolve, valid, type Json } from './arbitraries';

export type CaseKind = 'valid' | 'invalid body' | 'invalid path' | 'invalid query';
export interface Case {
  kind: CaseKind;
  method: string;
  url: string;
  body?: unknown;
  raw?: string;
  /** a body that is not JSON, sent as `contentType` */
  bytes?: Uint8Array<ArrayBuffer>;
  contentType?: string;
  field?: string;
  how?: string;
  /**
   * the refusal an invalid case must get when it is not 400: its status, and when it comes —
   * from the request's shape alone, before the token is read (so also without a token), or once
   * the token, role and unit are checked (so a unit of another fleet answers 404 first)
   */
  refusal?: { status: number; when: 'before the token' | 'after the unit' };
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

/** images as far as a server can tell (the magic number of each type), by media type */
const IMAGES: Record<string, (size: number, seed: number) => Uint8Array<ArrayBuffer>> = {
  'image/jpeg': jpegBytes,
  'image/webp': webpBytes,
  'application/pdf': pdfBytes, // mailReport's report: not an image, the same kind of body
};

/** one of the media types the operation takes, and an image of that type of up to 4 KB */
function imageFor(types: string[]): fc.Arbitrary<{ contentType: string; bytes: Uint8Array<ArrayBuffer> }> {
  for (const t of types) if (!IMAGES[t]) throw new Error(`no generator for a ${t} body`);
  return fc
    .tuple(fc.constantFrom(...types), fc.integer({ min: 24, max: 4096 }), fc.nat(255))
    .map(([contentType, size, seed]) => ({ contentType, bytes: IMAGES[contentType](size, seed) }));
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
      op.upload ? imageFor(op.upload.types) : fc.constant(undefined),
    )
    .map(([path, query, body, n, image]) => ({
      kind: 'valid' as const,
      method: op.method,
      url: url(op, path, query),
      body: aligned(path, body, n > 0),
      ...image,
      pathValues: path,
      queryValues: query,
    }));
}

const text = (s: string) => new TextEncoder().encode(s) as Uint8Array<ArrayBuffer>;
/** bytes that are no image of any type: what a client sends by mistake */
const NOT_IMAGES: [string, Uint8Array<ArrayBuffer>][] = [
  ['text', text('a photo of the meter board')],
  ['JSON', text('{"image":"data:image/jpeg;base64,/9j/4AAQ"}')],
  ['a PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])],
  ['a JFIF header without FF D8 FF', jpegBytes(256).map((b, i) => (i < 3 ? 0 : b))],
  ['a RIFF file that is no WebP', text('RIFF\u0004\u0000\u0000\u0000WAVEfmt ')],
  ['no bytes', new Uint8Array(0)],
];
const OTHER_TYPES = [
  'image/png',
  'image/gif',
  'text/plain',
  'application/json',
  'application/octet-stream',
  'multipart/form-data; boundary=x',
];
const oversized = new Map<string, Uint8Array<ArrayBuffer>>(); // one of each, about 1 MB, made once

/** a body that is not JSON, refused: 415 for what is no image of its type, 413 for one byte too many */
function invalidUpload(upload: NonNullable<Operation['upload']>): fc.Arbitrary<Partial<Case>> {
  const unsupported = 'Unsupported media type';
  return fc.oneof(
    // the Content-Type is right, the bytes are no such image: the route looks at them
    fc.tuple(fc.constantFrom(...NOT_IMAGES), fc.constantFrom(...upload.types)).map(([[what, bytes], contentType]) => ({
      bytes,
      contentType,
      field: unsupported,
      how: `${what} sent as ${contentType}`,
      refusal: { status: 415, when: 'after the unit' as const },
    })),
    // an image sent as another type: refused from the header alone
    fc.tuple(fc.constantFrom(...OTHER_TYPES), imageFor(upload.types)).map(([contentType, image]) => ({
      bytes: image.bytes,
      contentType,
      field: unsupported,
      how: `an image sent as ${contentType}`,
      refusal: { status: 415, when: 'before the token' as const },
    })),
    // one byte over the limit: counted as it arrives
    fc.constantFrom(...upload.types).map((contentType) => {
      let bytes = oversized.get(contentType);
      if (!bytes) oversized.set(contentType, (bytes = IMAGES[contentType](upload.maxBytes + 1, 0)));
      return {
        bytes,
        contentType,
        field: 'too large',
        how: `${upload.maxBytes + 1} bytes of ${contentType}`,
        refusal: { status: 413, when: 'before the token' as const },
      };
    }),
  );
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
  const { upload } = op;
  if (upload) {
    kinds.push({
      weight: 1,
      arbitrary: fc
        .tuple(validCase(op), invalidUpload(upload))
        .map(([c, bad]) => ({ ...c, kind: 'invalid body' as const, ...bad })),
    });
  }
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
