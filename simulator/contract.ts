// The OpenAPI document, loaded once and turned into a route table and ajv validators, so the
// simulator checks bodies against the same contract the client is typed from (DESIGN: one contract).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats ships CommonJS; under ESM its default export may be wrapped once more.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  a: Ajv2020,
) => void;

// Under a browser-like test environment (jsdom) the module URL is not a file URL: the project root is the working directory then.
const here = new URL('../src/api/openapi.yaml', import.meta.url);
export const OPENAPI_PATH = here.protocol === 'file:' ? fileURLToPath(here) : resolve('src/api/openapi.yaml');

type Json = Record<string, unknown>;
export interface Operation {
  operationId: string;
  method: string; // upper case
  path: string; // template, e.g. /v2/commission/meter/{serial}
  regex: RegExp;
  params: string[];
  secured: boolean;
  /** a JSON request body, checked against its schema by the gate */
  hasBody: boolean;
  /**
   * a request body that is not JSON (putPhoto's image): the media types it may have and the most
   * bytes it may carry (`x-max-bytes` of its requestBody). requestShape.ts lets it past the JSON-only
   * rule and the 256 KB limit; the gate never parses it.
   */
  upload?: { types: string[]; maxBytes: number };
  statuses: string[];
  /** `x-roles`: the roles allowed to call it (any signed-in user when absent) */
  roles?: string[];
  /** path parameter name → its schema (from the operation's parameters) */
  pathSchemas: Record<string, Json>;
  /** query parameters: name → its schema, whether it must be given, and the refusal's own words (`x-message`) */
  queryParams: Record<string, { schema: Json; required: boolean; message?: string }>;
}

export const openapiDoc = parse(readFileSync(OPENAPI_PATH, 'utf8')) as Json;

// '#/components/schemas/X' → 'openapi#/components/schemas/X' so fragments compile outside the doc.
function rebase(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebase);
  if (node && typeof node === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(node))
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `openapi${v}` : rebase(v);
    return out;
  }
  return node;
}

function deref(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  let cur: unknown = openapiDoc;
  for (const part of ref.slice(2).split('/')) cur = (cur as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return deref(cur as Json);
}

const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: openapiDoc.components as Json }, 'openapi');

const globalSecured = Array.isArray(openapiDoc.security) && openapiDoc.security.length > 0;
export const operations: Operation[] = [];
const requestValidators = new Map<string, ValidateFunction>();
const requestSchemas = new Map<string, Json>();
const responseSchemas = new Map<string, Json | undefined>();
const responseTypes = new Map<string, string[]>();

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
for (const [path, item] of Object.entries(openapiDoc.paths as Record<string, Json>)) {
  for (const [method, raw] of Object.entries(item)) {
    if (!HTTP_METHODS.has(method)) continue;
    const op = raw as Json;
    const params: string[] = [];
    const pattern = path.replace(/\{(\w+)\}/g, (_, name: string) => {
      params.push(name);
      return '([^/]+)';
    });
    const pathSchemas: Record<string, Json> = {};
    const queryParams: Operation['queryParams'] = {};
    for (const p of [
      ...((item.parameters as Json[] | undefined) ?? []),
      ...((op.parameters as Json[] | undefined) ?? []),
    ].map(deref)) {
      if (p.in === 'path') pathSchemas[p.name as string] = p.schema as Json;
      if (p.in === 'query')
        queryParams[p.name as string] = {
          schema: p.schema as Json,
          required: p.required === true,
          ...(typeof p['x-message'] === 'string' ? { message: p['x-message'] } : {}),
        };
    }
    const body = op.requestBody ? deref(op.requestBody as Json) : undefined;
    const bodySchema = (body?.content as Json | undefined)?.['application/json'] as Json | undefined;
    const id = op.operationId as string;
    const otherTypes = Object.keys((body?.content as Json | undefined) ?? {}).filter((t) => t !== 'application/json');
    let upload: Operation['upload'];
    if (otherTypes.length > 0) {
      // a body that is not JSON is never unlimited: the document must say how big it may be
      const maxBytes = body?.['x-max-bytes'];
      if (bodySchema || typeof maxBytes !== 'number')
        throw new Error(`${id}: a request body that is not JSON needs x-max-bytes and no JSON alternative`);
      upload = { types: otherTypes, maxBytes };
    }
    if (bodySchema) {
      requestValidators.set(id, ajv.compile(rebase(bodySchema.schema) as Json));
      requestSchemas.set(id, bodySchema.schema as Json);
    }
    const responses = op.responses as Record<string, Json>;
    for (const [status, r] of Object.entries(responses)) {
      const content = deref(r).content as Json | undefined;
      const schema = (content?.['application/json'] as Json | undefined)?.schema as Json | undefined;
      responseSchemas.set(`${id} ${status}`, schema);
      responseTypes.set(`${id} ${status}`, Object.keys(content ?? {}));
    }
    operations.push({
      operationId: id,
      method: method.toUpperCase(),
      path,
      params,
      regex: new RegExp(`^${pattern}$`),
      secured: Array.isArray(op.security) ? op.security.length > 0 : globalSecured,
      hasBody: Boolean(bodySchema),
      upload,
      statuses: Object.keys(responses),
      pathSchemas,
      queryParams,
      roles: Array.isArray(op['x-roles']) ? (op['x-roles'] as string[]) : undefined,
    });
  }
}

export function findOperation(
  method: string,
  pathname: string,
): { op: Operation; params: Record<string, string> } | undefined {
  for (const op of operations) {
    if (op.method !== method.toUpperCase()) continue;
    const m = op.regex.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    op.params.forEach((name, i) => {
      params[name] = decodeSegment(m[i + 1]);
    });
    return { op, params };
  }
  return undefined;
}

// A malformed escape (`%E0%A4%A`) stays as sent, so the parameter check refuses it with 400.
function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const uploadOps = operations.filter((op) => op.upload !== undefined);
/**
 * The operation a request is, when its body is not JSON (putPhoto): looked up among those few only,
 * so the middleware that runs before every request does not scan the whole table.
 */
export function uploadOperation(method: string, pathname: string): Operation | undefined {
  return uploadOps.find((op) => op.method === method.toUpperCase() && op.regex.test(pathname));
}

/** The methods the document declares for a path, e.g. ['GET']; empty when the path is not in it. */
export function allowedMethods(pathname: string): string[] {
  return operations.filter((op) => op.regex.test(pathname)).map((op) => op.method);
}

const compiledParams = new Map<string, ValidateFunction>();
/**
 * undefined when a path parameter matches its schema, else a message naming it. Path values are
 * text, so an integer parameter must be written as one (`101`, not `1e2` or `abc`).
 */
export function checkPathParameter(op: Operation, name: string, raw: string): string | undefined {
  const schema = op.pathSchemas[name];
  if (!schema) return undefined;
  const key = `${op.operationId} ${name}`;
  let validate = compiledParams.get(key);
  if (!validate) {
    validate = ajv.compile(rebase(schema) as Json);
    compiledParams.set(key, validate);
  }
  const type = deref(schema).type;
  const value = type === 'integer' || type === 'number' ? (/^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw) : raw;
  if (validate(value)) return undefined;
  return `Invalid request: ${ajv.errorsText(validate.errors, { dataVar: `path/${name}` })}`;
}

/**
 * undefined when a query parameter is given as its schema says (or, being optional, not given),
 * else a message naming it: `Invalid request: query/limit must be <= 200`. Query values are text,
 * so a number must be written as one.
 */
export function checkQueryParameter(op: Operation, name: string, raw: string | undefined): string | undefined {
  const param = op.queryParams[name];
  if (!param) return undefined;
  if (raw === undefined) return param.required ? `Invalid request: query/${name} is required` : undefined;
  const key = `${op.operationId} query ${name}`;
  let validate = compiledParams.get(key);
  if (!validate) {
    validate = ajv.compile(rebase(param.schema) as Json);
    compiledParams.set(key, validate);
  }
  const type = deref(param.schema).type;
  const value = type === 'integer' || type === 'number' ? (/^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw) : raw;
  if (validate(value)) return undefined;
  if (param.message) return `Invalid request: ${param.message}`; // mailReport's `to` says what an address is
  return `Invalid request: ${ajv.errorsText(validate.errors, { dataVar: `query/${name}` })}`;
}

/** undefined when the body is allowed, else a message naming the field, e.g. `body/email must match pattern "…"`. */
export function checkRequestBody(operationId: string, body: unknown): string | undefined {
  const validate = requestValidators.get(operationId);
  if (!validate || validate(body)) return undefined;
  // a component schema with `x-message` (NewPassword) words its own failure
  const own = ownMessage(requestSchemas.get(operationId), validate.errors?.[0]?.instancePath ?? '');
  if (own) return `Invalid request: ${own}`;
  return `Invalid request: ${describeErrors(validate.errors ?? [], 'body')}`;
}

// ajv's own text says "must NOT have additional properties" without naming the one sent.
function describeErrors(errors: ErrorObject[], dataVar: string): string {
  return errors
    .map((e) => {
      const extra = e.keyword === 'additionalProperties' ? ` ('${String(e.params.additionalProperty)}')` : '';
      return `${dataVar}${e.instancePath} ${e.message ?? 'is not allowed'}${extra}`;
    })
    .join(', ');
}

// '/password' in RegisterRequest → NewPassword's x-message (ajv inlines refs, so walk the document)
function ownMessage(schema: Json | undefined, instancePath: string): string | undefined {
  let node = schema ? deref(schema) : undefined;
  for (const key of instancePath.split('/').slice(1)) {
    const next = (node?.properties as Record<string, Json> | undefined)?.[key];
    node = next ? deref(next) : undefined;
  }
  const message = node?.['x-message'];
  return typeof message === 'string' ? message : undefined;
}

const compiledResponses = new Map<string, ValidateFunction>();
/** For the contract tests: undefined when the answer matches the document. */
export function checkResponse(operationId: string, status: number, body: unknown): string | undefined {
  const key = `${operationId} ${status}`;
  if (!responseSchemas.has(key)) return `status ${status} is not documented for ${operationId}`;
  const schema = responseSchemas.get(key);
  if (!schema) return undefined;
  let validate = compiledResponses.get(key);
  if (!validate) {
    validate = ajv.compile(rebase(schema) as Json);
    compiledResponses.set(key, validate);
  }
  return validate(body) ? undefined : ajv.errorsText(validate.errors, { dataVar: 'response' });
}

/**
 * For the contract tests: undefined when an answer's Content-Type is one the document gives for
 * that status (application/json for every answer but getPhoto's image).
 */
export function checkResponseType(operationId: string, status: number, contentType: string | null): string | undefined {
  const types = responseTypes.get(`${operationId} ${status}`);
  if (!types || types.length === 0) return undefined; // an undocumented status is checkResponse's finding
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return types.includes(type)
    ? undefined
    : `Content-Type ${JSON.stringify(contentType)}, expected ${types.join(' or ')}`;
}

const componentValidators = new Map<string, ValidateFunction>();
/**
 * Validates one component schema (used for path parameters such as Serial). Compiled once per name:
 * ajv caches by schema object, so a fresh `{ $ref }` per call compiled and kept a new validator on
 * every request (about 4 KB each, never freed).
 */
export function checkSchema(name: string, value: unknown): boolean {
  let validate = componentValidators.get(name);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi#/components/schemas/${name}` });
    componentValidators.set(name, validate);
  }
  return validate(value);
}
