// Re-commissioning (E-55, E-45, Y.10): a GB unit commissioned on an earlier visit is re-commissioned from
// /reset-connections on a phone that remembers nothing of that job. The configuration it uploads,
// read back from the simulator over HTTP, carries the unit's real CT rating (120 A for GB) and its
// inverter, not the defaults (200 A and a blank inverter, as before commit 1846a22).
//
// Serial used only by this file: 3P_35A_7301 (a gen2 three-phase unit that commissions cleanly).
import { completeProject, installerSession, seedState, simRecords } from './failures-support.ts';
import { addUnitAndRecommission } from './field-jobs-support.ts';
import { expect, test } from './sharedPage.ts';
import { logIn } from './support.ts';

const SERIAL = '3P_35A_7301';
const INVERTER = { inverter: 'Other', inputInverter: 'Huawei SUN2000-10KTL' };

test('re-commissioning a GB unit uploads 120 A and the inverter it was commissioned with', async ({ page }) => {
  test.setTimeout(120_000);
  // the first visit: commissioned through the app at a London site
  await seedState(page, { project: completeProject(SERIAL, 'GB', { spec: { dcSize: 12, acSize: 10, ...INVERTER } }) });
  await page.goto('/commission/19');
  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  await expect(page).toHaveURL(/\/net-promoter-score$/, { timeout: 30_000 });

  // a later visit: logging out leaves nothing of that job on the phone
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('Huawei');
  await logIn(page);
  await page.getByRole('button', { name: 'Reconfigure' }).click();
  await page.getByLabel('Serial number').fill(SERIAL);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/system-info$/);

  await addUnitAndRecommission(page); // GB sets the CT itself
  await expect(page).toHaveURL(/\/commission\/22$/, { timeout: 30_000 }); // the score was asked after the first run
  expect(
    (await simRecords(page.request)).configs[SERIAL],
    'two uploads: the first commissioning and the re-commissioning',
  ).toHaveLength(2);

  // what the unit now holds, as the contract's getSavedConfig answers it
  const { token } = await installerSession(page.request);
  const answer = await page.request.get(`/v2/commission/upload-config/${SERIAL}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const saved = (await answer.json()) as {
    CTRating: number;
    spec: Record<string, unknown>;
    address: { country: string };
    connections: { L1: string }[];
  };
  expect(saved.address.country).toBe('GB');
  expect(saved.CTRating).toBe(120);
  expect(saved.spec).toMatchObject(INVERTER);
  expect(saved.connections[2]).toMatchObject({ L1: 'Unit 9' }); // the re-commissioning's own upload
});
