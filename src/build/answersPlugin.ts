// The provider API's answers (src/api/openapi.yaml) become `virtual:api-answers`: one validator per
// operation and 2xx status, precompiled here by ajv's standalone mode, so the browser checks every
// answer against the contract without a schema compiler and without eval (CSP script-src 'self').
// Generated from the YAML on every build and test run: the contract keeps changing, the code follows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AjvModule from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { commonJsAsModule } from './formsPlugin.ts';

const ID = 'virtual:api-answers';
type Json = Record<string, unknown>;
// ajv's standalone helper is CommonJS; under ESM its default export may be wrapped once more
const Ajv = ((AjvModule as unknown as { default?: unknown }).default ?? AjvModule) as typeof import('ajv').default;
const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ??
  standaloneModule) as typeof import('ajv/dist/standalone/index.js').default;

export interface AnswerOperation {
  id: string;
  method: string;
  path: string;
  status: string;
  fn: string;
}

// '#/components/schemas/X' → 'openapi#/components/schemas/X', so fragments compile outside the document
function rebase(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebase);
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `openapi${v}` : rebase(v),
      ]),
    );
  }
  return node;
}

function deref(doc: Json, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  let cur: unknown = doc;
  for (const part of ref.slice(2).split('/')) cur = (cur as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return deref(doc, cur as Json);
}

/** The 2xx JSON answers of the document, each with the name of its generated validator. */
export function answerOperations(doc: Json): { ops: AnswerOperation[]; schemas: Record<string, Json> } {
  const ops: AnswerOperation[] = [];
  const schemas: Record<string, Json> = {};
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as Json;
      if (typeof op.operationId !== 'string' || !op.responses) continue;
      for (const [status, r] of Object.entries(op.responses as Record<string, Json>)) {
        if (!/^2\d\d$/.test(status)) continue;
        const schema = ((deref(doc, r).content as Json | undefined)?.['application/json'] as Json | undefined)
          ?.schema as Json | undefined;
        if (!schema) continue;
        const fn = `answer_${op.operationId}_${status}`;
        schemas[fn] = rebase(schema) as Json;
        ops.push({ id: op.operationId, method: method.toUpperCase(), path, status, fn });
      }
    }
  }
  return { ops, schemas };
}

/** The module's source: the validators (ES module, runtime helpers imported) and the operation table. */
export function answersModule(yamlText: string): string {
  const doc = parse(yamlText) as Json;
  const { ops, schemas } = answerOperations(doc);
  // formats (email …) are a request concern; an answer is checked for its shape
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false, code: { source: true } });
  ajv.addSchema({ $id: 'openapi', components: doc.components as Json }, 'openapi');
  for (const [fn, schema] of Object.entries(schemas)) ajv.addSchema(schema, fn);
  const code = standaloneCode(ajv, Object.fromEntries(ops.map((o) => [o.fn, o.fn])));
  const table = ops.map((o) => ({ id: o.id, method: o.method, path: o.path, status: Number(o.status), fn: o.fn }));
  return [commonJsAsModule(code, 'validateFns'), `export const operations = ${JSON.stringify(table)};`].join('\n');
}

export function answersPlugin(root: string): Plugin {
  const file = join(root, 'src', 'api', 'openapi.yaml');
  return {
    name: 'solshare-api-answers',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      this.addWatchFile(file);
      return answersModule(readFileSync(file, 'utf8'));
    },
  };
}
