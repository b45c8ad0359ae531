// A job's photos where they are shown, on a phone: sent through the API as the app sends them, then
// seen in system info (a tap opens one full size with its note), in the commissioning report with
// their kinds and notes, and by the provider whose fleet holds the unit.
import type { Locator } from '@playwright/test';
import { sessionOf, seedState, addressOnlyProject } from './failures-support.ts';
import { logInTyped, reconfigure } from './field-jobs-support.ts';
import { sendPhotos, testJpegs, unitWithoutPhotos } from './photos-support.ts';
import { expect, test } from './sharedPage.ts';
import { expectAccessible, INSTALLER, PROVIDER } from './support.ts';

const PROVIDERS = '3P_35A_2080'; // in the demo provider's fleet

/** the image is drawn: decoded, not a broken icon */
async function expectDrawn(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

test('photos sent from a phone show in system info, open full size on a tap, and fill the report with their kinds and notes', async ({
  page,
}) => {
  const installer = await sessionOf(page.request, INSTALLER);
  const unit = await unitWithoutPhotos(page.request, installer.token);
  const jpegs = testJpegs(3);
  await sendPhotos(page.request, installer.token, unit, [
    { kind: 'meterBoard', takenAt: '2025-03-14T09:00:00Z', note: 'Main switch off, covers off', jpeg: jpegs[0] },
    { kind: 'ctClamp', phase: 'L2', takenAt: '2025-03-14T09:05:00Z', note: 'L2 clamp re-seated', jpeg: jpegs[1] },
    { kind: 'unitLabel', takenAt: '2025-03-14T09:10:00Z', jpeg: jpegs[2] },
  ]);

  await page.goto('/login');
  await logInTyped(page);
  await reconfigure(page, unit);

  const photos = page.getByRole('list', { name: 'Photos' });
  const names = ['Meter board, covers off', 'CT clamp on L2', "The unit's serial label"];
  for (const name of names) await expectDrawn(photos.getByRole('img', { name }));
  await expectAccessible(page);

  await photos.getByRole('button', { name: 'CT clamp on L2' }).click();
  const dialog = page.getByRole('dialog', { name: 'CT clamp on L2' });
  const full = dialog.getByRole('img', { name: 'CT clamp on L2' });
  await expectDrawn(full);
  expect(await full.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1600); // the full image, not a thumbnail
  await expect(dialog.getByText('L2 clamp re-seated')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Commissioning report' }).click();
  await expect(page).toHaveURL(/\/commissioning-report$/);
  const report = page.getByTestId('report-photos');
  await expect(report.getByRole('heading', { name: 'Photos' })).toBeVisible();
  const shown = report.getByTestId('report-photo');
  await expect(shown).toHaveCount(3);
  for (const [i, name] of names.entries()) await expectDrawn(shown.nth(i).getByRole('img', { name }));
  await expect(shown.nth(0)).toContainText('Main switch off, covers off');
  await expect(shown.nth(1)).toContainText('L2 clamp re-seated');
});

test("the provider sees the photos an installer sent of a unit of the provider's fleet", async ({ page }) => {
  const provider = await sessionOf(page.request, PROVIDER);
  const invited = await page.request.post(`/v2/projects/invite/meter/${PROVIDERS}`, {
    headers: { Authorization: `Bearer ${provider.token}` },
    data: { email: INSTALLER.email, serialNum: PROVIDERS },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const installer = await sessionOf(page.request, INSTALLER);
  const [jpeg] = testJpegs(1);
  // the provider's units are fixed and the e2e server outlives a run: this run's photo is the last taken
  const note = `Fronius Primo 5.0, checked ${new Date().toISOString()}`;
  await sendPhotos(page.request, installer.token, PROVIDERS, [
    { kind: 'inverterPlate', takenAt: new Date().toISOString(), note, jpeg },
  ]);

  await seedState(page, { project: addressOnlyProject('AU'), session: provider });
  await page.goto('/reconfigure-enter-serial');
  await page.getByLabel('Serial number').pressSequentially(PROVIDERS);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/system-info$/);
  const photos = page.getByRole('list', { name: 'Photos' });
  await expectDrawn(photos.getByRole('img', { name: "The inverter's model plate" }).last());
  await photos.getByRole('button', { name: "The inverter's model plate" }).last().click();
  await expect(page.getByRole('dialog').getByText(note)).toBeVisible();
});
