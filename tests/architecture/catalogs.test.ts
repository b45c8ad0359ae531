// The checker's catalogs (src/handlers/catalog.generated.json, src/screens/kindCatalog.generated.json)
// are the handlers' and the screen kinds' contracts written out as data, for Node, where their code
// cannot load; the handlers' loaders (src/handlers/loaders.generated.ts) import each handler's module
// alone. Each must say what the declarations say: this fails when they differ, and
// `npm run gen:handlers` (this test with --update) writes them anew.
import { join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { expect, it } from 'vitest';
import { handlerLoadersModule } from '../support/handlerLoadersModule.ts';
import { handlers } from '../../src/handlers/index.ts';
import { screenKinds } from '../../src/screens/kinds.ts';

// every module under src/handlers' areas, to find the one that declares each registered handler
const handlerFiles = import.meta.glob<Record<string, unknown>>('../../src/handlers/*/*.ts', { eager: true });

/** Where each registered handler is declared, relative to src/handlers (the one module that exports it). */
function declaringModules(): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    const found = Object.entries(handlerFiles)
      .filter(([file, exports]) => !file.endsWith('/index.ts') && exports[name] === handler)
      .map(([file]) => relative('../../src/handlers', file));
    expect(found, `the modules that export the handler ${name}`).toHaveLength(1);
    modules[name] = found[0]!;
  }
  return modules;
}

const modules = declaringModules();

const declared = {
  handlers: Object.entries(handlers).map(
    ([name, { contract }]) => [name, { ...contract, module: modules[name] }] as const,
  ),
  'screen kinds': Object.entries(screenKinds).map(([name, { contract }]) => [name, contract] as const),
};

it.each([
  ['handlers', '../../src/handlers/catalog.generated.json'],
  ['screen kinds', '../../src/screens/kindCatalog.generated.json'],
] as const)('the catalog the checker reads is the contracts the %s declare', async (what, file) => {
  const catalog = Object.fromEntries(
    [...declared[what]]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, contract]) => [name, { ...contract, outcomes: [...contract.outcomes] }]),
  );
  await expect(`${JSON.stringify(catalog, null, 2)}\n`).toMatchFileSnapshot(file);
});

it("the handlers' loaders import each handler from the module that declares it", async () => {
  const file = join(__dirname, '../../src/handlers/loaders.generated.ts');
  const text = handlerLoadersModule(Object.entries(modules).map(([name, module]) => ({ name, module })));
  const formatted = await format(text, { ...(await resolveConfig(file)), filepath: file });
  await expect(formatted).toMatchFileSnapshot('../../src/handlers/loaders.generated.ts');
});
