// Every handler's contract as data, for the content checker (check:content, the flows' Vite plugin,
// the studio). They run in Node, where the handlers' code cannot load (it imports modules only the
// build provides), so the contracts are written out from the registry by `npm run gen:handlers`
// (tests/architecture/catalogs.test.ts fails when the file differs from the declarations).
import catalog from './catalog.generated.json' with { type: 'json' };
import type { InputName } from './inputs.ts';

interface CatalogEntry {
  input: InputName;
  outcomes: readonly string[];
  /** the module that declares it, relative to src/handlers (the build asks for its chunk) */
  module: string;
}

export const handlerContracts: Readonly<Record<string, CatalogEntry>> = catalog as Record<string, CatalogEntry>;

const pick = <T>(read: (c: CatalogEntry) => T) =>
  Object.fromEntries(Object.entries(handlerContracts).map(([name, c]) => [name, read(c)]));

/** Each handler's outcome names, as the flow checker reads them. */
export const handlerOutcomes: Readonly<Record<string, readonly string[]>> = pick((c) => c.outcomes);

/** Each handler's input shape, as the flow checker reads it. */
export const handlerInputs: Readonly<Record<string, InputName>> = pick((c) => c.input);
