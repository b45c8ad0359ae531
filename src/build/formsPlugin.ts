// Form schemas (content/forms/<name>.schema.json + <name>.ui.json) become `virtual:forms/<name>`
// modules with the schema, the UI schema and validators precompiled here at build time, so the
// browser runs no schema compiler and the app works under `script-src 'self'` (no unsafe-eval).
// Each module also brings the app's own widgets and fields its UI schema names, found by their file's
// name (formPartFile), and the check each of them asks of a form that uses it (its `formCheck`
// export): a form loads only its own parts, and a part is named in its file and in the list of names
// the content checker allows (src/forms/formPartNames.ts), nowhere else.
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
      if (existsSync(`${base}.ui.json`)) this.addWatchFile(`${base}.ui.json`);
      const parts = formPartsOf(root, uiSchema);
      parts.forEach(({ file }) => this.addWatchFile(file));
      const entries = (kind: PartKind) =>
        parts.flatMap((part, n) => (part.kind === kind ? [`${JSON.stringify(part.name)}: part${n}.default`] : []));
      return [
        ...parts.map(({ file }, n) => `import * as part${n} from ${JSON.stringify(file)};`),
        `export const schema = ${JSON.stringify(schema)};`,
        `export const uiSchema = ${JSON.stringify(uiSchema)};`,
        `export const widgets = { ${entries('widget').join(', ')} };`,
        `export const fields = { ${entries('field').join(', ')} };`,
        `export const checks = [${parts.flatMap((part, n) => (part.asksCheck ? [`part${n}.formCheck`] : [])).join(', ')}];`,
        commonJsAsModule(compileSchemaValidatorsCode(schema), 'validateFns'),
      ].join('\n');
    },
  };
}

type PartKind = 'widget' | 'field';

/** Where the app's own widget or field of a `ui:widget` / `ui:field` name is: serial → src/forms/widgets/SerialWidget.tsx. */
export function formPartFile(root: string, kind: PartKind, name: string): string {
  const pascal = name.charAt(0).toUpperCase() + name.slice(1);
  return join(root, 'src', 'forms', 'widgets', `${pascal}${kind === 'widget' ? 'Widget' : 'Field'}.tsx`);
}

// a part's module that exports `formCheck` (declared so, renamed to it, or named in an export list) asks it of
// every form using it
const FORM_CHECK_EXPORT =
  /export\s+(?:const|function)\s+formCheck\b|\bas\s+formCheck\b|export\s*\{[^}]*\bformCheck\b(?!\s+as\b)/;

/** Whether a part's source exports a `formCheck` for every form that uses it. */
export function asksFormCheck(source: string): boolean {
  return FORM_CHECK_EXPORT.test(source);
}

/** The app's own widgets and fields a UI schema names, once each (a name without a file is one of rjsf's). */
export function formPartsOf(
  root: string,
  uiSchema: unknown,
): { kind: PartKind; name: string; file: string; asksCheck: boolean }[] {
  return partsNamedBy(uiSchema).flatMap(({ kind, name }) => {
    const file = formPartFile(root, kind, name);
    return existsSync(file) ? [{ kind, name, file, asksCheck: asksFormCheck(readFileSync(file, 'utf8')) }] : [];
  });
}

/** Every `ui:widget` and `ui:field` name a UI schema gives, once each. */
function partsNamedBy(uiSchema: unknown): { kind: PartKind; name: string }[] {
  const found = new Map<string, { kind: PartKind; name: string }>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      const kind = key === 'ui:widget' ? 'widget' : key === 'ui:field' ? 'field' : undefined;
      if (kind && typeof value === 'string') found.set(`${kind}:${value}`, { kind, name: value });
      else visit(value);
    }
  };
  visit(uiSchema);
  return [...found.values()];
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
