// The checker's catalog of screen kinds (src/screens/kindCatalog.generated.json) is the kinds'
// contracts written out as data, for Node, where the screens cannot load. It must say what the
// declarations say: this fails when they differ, and `npm run gen:handlers` writes it anew.
import { expect, it } from 'vitest';
import { screenKinds } from '../../src/screens/kinds.ts';

it('the catalog the checker reads is the contracts the screen kinds declare', async () => {
  const catalog = Object.fromEntries(
    Object.entries(screenKinds)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, { contract }]) => [name, { ...contract, outcomes: [...contract.outcomes] }]),
  );
  await expect(`${JSON.stringify(catalog, null, 2)}\n`).toMatchFileSnapshot(
    '../../src/screens/kindCatalog.generated.json',
  );
});
