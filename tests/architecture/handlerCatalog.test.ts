// The checker's catalog (src/handlers/catalog.generated.json) is the registry's contracts written out
// as data, for Node, where the handlers' code cannot load. It must say what the declarations say:
// this fails when they differ, and `npm run gen:handlers` (this test with --update) writes it anew.
import { expect, it } from 'vitest';
import { handlers } from '../../src/handlers/index.ts';

it('the catalog the checker reads is the contracts the handlers declare', async () => {
  const catalog = Object.fromEntries(
    Object.entries(handlers)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, { contract }]) => [name, { input: contract.input, outcomes: [...contract.outcomes] }]),
  );
  await expect(`${JSON.stringify(catalog, null, 2)}\n`).toMatchFileSnapshot(
    '../../src/handlers/catalog.generated.json',
  );
});
