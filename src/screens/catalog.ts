// Every screen kind's contract as data, for the content checker (check:content, the flows' Vite
// plugin, the studio). They run in Node, where the screens cannot load, so the contracts are written
// out from the declarations (src/screens/kinds.ts) by `npm run gen:handlers`
// (tests/architecture/catalogs.test.ts fails when the file differs from the declarations).
import catalog from './kindCatalog.generated.json' with { type: 'json' };
import type { InputName } from '../handlers/inputs.ts';
import type { KindContract } from './kind.ts';

export const kindContracts: Readonly<Record<string, KindContract>> = catalog as Record<string, KindContract>;

const entries = Object.entries(kindContracts);

/** Each kind's outcome names, as the flow checker reads them. */
export const screenOutcomes: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  entries.map(([name, c]) => [name, c.outcomes]),
);

/** The input shape each kind that submits hands its step's `run` handler. */
export const kindInputs: Readonly<Record<string, InputName>> = Object.fromEntries(
  entries.flatMap(([name, c]) => (c.input === 'none' ? [] : [[name, c.input]])),
);

/** Kinds that submit only when their props or parts say so: their steps may go without `run:`. */
export const submitsOnlyWhenAsked: readonly string[] = entries
  .filter(([, c]) => c.submitsOnlyWhenAsked)
  .map(([n]) => n);
