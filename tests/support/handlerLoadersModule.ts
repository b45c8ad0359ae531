// The text of src/handlers/loaders.generated.ts, from where each handler is declared: one loader per
// handler that imports its module alone, so a page fetches the code of the handlers it calls (its
// login, its step's load) and not the whole registry. `npm run gen:handlers` writes it, and
// tests/architecture/catalogs.test.ts fails when it differs from the declarations.

/** A handler and its module, relative to src/handlers (e.g. `account/login.ts`). */
export interface HandlerModule {
  name: string;
  module: string;
}

export function handlerLoadersModule(handlers: readonly HandlerModule[]): string {
  const lines = [...handlers]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, module }) => `  ${name}: () => import('./${module}').then((m) => m.${name}),`);
  return [
    '// Written by `npm run gen:handlers` from the declarations (tests/support/handlerLoadersModule.ts):',
    "// each handler loads with its own module, on first use; the registry's types (index.ts) say what it is.",
    "import type { HandlerRegistry } from './registryTypes.ts';",
    '',
    'export const handlerLoaders: { [N in keyof HandlerRegistry]: () => Promise<HandlerRegistry[N]> } = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}
