// The dev server (npm run dev, npm run studio) pre-bundles what the generated validators import. A
// helper it finds only when a form is first opened makes Vite re-bundle and reload every open page,
// which threw away a studio editor's language, screen and tab a few seconds after they opened it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answersModule } from '../../src/build/answersPlugin.ts';
import { AJV_RUNTIME_HELPERS, formsPlugin, listForms } from '../../src/build/formsPlugin.ts';

const root = resolve('.');
const importedPackages = (code: string) => [...code.matchAll(/from "([^"./][^"]*)"/g)].map((m) => m[1]);

function formModule(name: string): string {
  const plugin = formsPlugin(root);
  const load = plugin.load as (this: unknown, id: string) => string;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
    addWatchFile: () => undefined,
  };
  return load.call(context, `\0virtual:forms/${name}`);
}

describe('the dev server pre-bundles what generated validators import', () => {
  it('asks Vite to pre-bundle the ajv helpers from the start', () => {
    const config = (formsPlugin(root).config as () => { optimizeDeps: { include: string[] } })();
    expect(config.optimizeDeps.include).toEqual(AJV_RUNTIME_HELPERS);
  });

  it("every package the forms' validators import is among them", () => {
    const packages = new Set(listForms(root).flatMap((name) => importedPackages(formModule(name))));
    expect(packages).toContain('ajv/dist/runtime/ucs2length'); // the one that reloaded the studio
    for (const spec of packages) expect(AJV_RUNTIME_HELPERS).toContain(spec);
  });

  it("every package the API answers' validators import is among them", () => {
    const packages = importedPackages(answersModule(readFileSync(resolve(root, 'src/api/openapi.yaml'), 'utf8')));
    for (const spec of packages) expect(AJV_RUNTIME_HELPERS).toContain(spec);
  });
});
