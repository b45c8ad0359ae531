// The checker's catalogs (src/handlers/catalog.generated.json, src/screens/kindCatalog.generated.json)
// are the handlers' and the screen kinds' contracts written out as data, for Node, where their code
// cannot load. Each must say what the declarations say: this fails when they differ, and
// `npm run gen:handlers` (this test with --update) writes them anew.
import { expect, it } from 'vitest';
import { handlers } from '../../src/handlers/index.ts';
import { screenKinds } from '../../src/screens/kinds.ts';

const declared = {
  handlers: Object.entries(handlers).map(([name, { contract }]) => [name, contract] as const),
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
