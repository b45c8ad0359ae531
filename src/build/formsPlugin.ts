// Form schemas (content/forms/<name>.schema.json + <name>.ui.json) become `virtual:forms/<name>`
// modules with the schema, the UI schema and validators precompiled here at build time, so the
// browser runs no schema compiler and the app works under `script-src 'self'` (no unsafe-eval).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { Plugin } from 'vite';
import { inlineContractRefs } from '../checker/contractRefs.ts';
import { parseJsonText } from '../checker/checks/jsonFile.ts';
import { formatProblem } from '../checker/types.ts';

const PREFIX = 'virtual:forms/';
// the helpers ajv's standalone code requires for JSON Schema (equal for enum and const, ucs2length for
// string lengths, uri for formats, validation_error for async checks). The dev server cannot see them
// before a form's virtual module is first loaded, and one found late makes Vite re-bundle its
// dependencies and reload every open page: a studio editor's page lost its language and tab that way.
export const AJV_RUNTIME_HELPERS = ['equal', 'ucs2length', 'uri', 'validation_error'].map(
  (n) => `ajv/dist/runtime/${n}`,
);
const INDEX = 'virtual:forms';

export function listForms(root: string): string[] {
  const dir = join(root, 'content', 'forms');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => n.endsWith('.schema.json'))
        .map((n) => n.replace(/\.schema\.json$/, ''))
    : [];
}

export function formsPlugin(root: string): Plugin {
  return {
    name: 'solshare-forms',
    config: () => ({ optimizeDeps: { include: AJV_RUNTIME_HELPERS } }),
    resolveId: (id) => (id.startsWith(PREFIX) || id === INDEX ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${INDEX}`) {
        // one lazy chunk per form: a screen loads only the form it shows
        const entries = listForms(root).map((n) => `${JSON.stringify(n)}: () => import(${JSON.stringify(PREFIX + n)})`);
        return `export default { ${entries.join(', ')} };`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      const base = join(root, 'content', 'forms', name);
      if (!existsSync(`${base}.schema.json`)) this.error(`content/forms/${name}.schema.json does not exist`);
      this.addWatchFile(`${base}.schema.json`);
      this.addWatchFile(join(root, 'src', 'api', 'openapi.yaml'));
      const schema = inlineContractRefs(
        readJson(this, `content/forms/${name}.schema.json`, `${base}.schema.json`),
        root,
      ) as Parameters<typeof compileSchemaValidatorsCode>[0];
      const uiSchema = existsSync(`${base}.ui.json`)
        ? readJson(this, `content/forms/${name}.ui.json`, `${base}.ui.json`)
        : {};
      return [
        `export const schema = ${JSON.stringify(schema)};`,
        `export const uiSchema = ${JSON.stringify(uiSchema)};`,
        commonJsAsModule(compileSchemaValidatorsCode(schema), 'validateFns'),
      ].join('\n');
    },
  };
}

// a syntax error names file:line:column rather than a stack trace (the content checker says the same)
function readJson(ctx: { error(message: string): never }, file: string, path: string): unknown {
  const read = parseJsonText(file, readFileSync(path, 'utf8'));
  if (read.problem) ctx.error(formatProblem(read.problem));
  return read.json.data;
}

// ajv's standalone output is CommonJS (exports["hash"] = validate10; require("ajv/dist/runtime/…")).
// Wrap it as an ES module: each require becomes an import of the same runtime helper.
export function commonJsAsModule(code: string, exportName: string): string {
  const imports: string[] = [];
  const body = code.replace(/require\("([^"]+)"\)/g, (_, spec: string) => {
    const n = imports.length;
    // a CommonJS helper may arrive as { default: fn } or as its module.exports; normalise to the latter
    imports.push(
      `import * as __ns${n} from ${JSON.stringify(spec)};\nconst __req${n} = typeof __ns${n}.default === 'object' && __ns${n}.default !== null && 'default' in __ns${n}.default ? __ns${n}.default : __ns${n};`,
    );
    return `__req${n}`;
  });
  return `${imports.join('\n')}\nexport const ${exportName} = (() => { const exports = {}; ${body.replace(/^"use strict";/, '')}\n return exports; })();`;
}
