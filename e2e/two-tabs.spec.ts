// Two tabs of the app on one phone share storage: each follows the other's saves (the `storage`
// event), so both show the same draft and neither silently writes back an older value.
import { expect, test } from './support.ts';
import { projectAt11, seed } from './wizard-support.ts';

const SERIAL = '3P_35A_1502';
const draftKey = `${SERIAL}|siteAddress:/commission/address`;

test('a SolShare name typed in tab B shows in tab A, and A’s next save keeps it', async ({ context, page: tabA }) => {
  await seed(tabA, projectAt11(SERIAL, 'AU'));
  await tabA.goto('/commission/address');
  await expect(tabA.getByLabel('SolShare name (optional)')).toHaveValue(`E2E ${SERIAL}`);

  const tabB = await context.newPage(); // same context: the same localStorage, as two tabs of one browser
  await tabB.goto('/commission/address');
  await tabB.getByLabel('SolShare name (optional)').fill('Named in tab B');
  await tabB.getByLabel('SolShare name (optional)').press('Tab');

  // tab A shows it without a reload
  await expect(tabA.getByLabel('SolShare name (optional)')).toHaveValue('Named in tab B');

  // A's next save (another field) carries B's name, not the one A showed before
  await tabA.getByRole('combobox', { name: 'Address' }).fill('2 Typed In Tab A Street');
  await tabA.getByLabel('SolShare name (optional)').press('Tab');
  const stored = async () => {
    const all = await tabA.evaluate(() => localStorage.getItem('solshare.formDrafts.v2'));
    return (JSON.parse(all ?? '{}') as Record<string, Record<string, unknown>>)[draftKey];
  };
  await expect.poll(stored).toMatchObject({ solshareName: 'Named in tab B', address: '2 Typed In Tab A Street' });

  // and the other way round: B shows what A typed
  await expect(tabB.getByRole('combobox', { name: 'Address' })).toHaveValue('2 Typed In Tab A Street');
  await expect(tabB.getByLabel('SolShare name (optional)')).toHaveValue('Named in tab B');
});
