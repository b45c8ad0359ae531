// The job's photos with no signal, in Chromium on a phone: camera-sized JPEGs chosen through the
// photo step's file inputs are shrunk and kept on the phone while it is offline, counted on every
// screen up to the run's start page, and sent once signal returns: each reaches the simulator once,
// each well under 500 KB. Then the run commissions the unit, and the report and system info show them.
import {
  cameraJpeg,
  chooseRequiredPhotos,
  openPhotoStep,
  PHOTO_NOTES,
  REQUIRED_TILES,
  photosOnServer as storedFor,
  typePhotoNotes,
} from './photos-support.ts';
import { completeProject, seedState } from './failures-support.ts';
import { expect, test } from './support.ts';
import { answerNps } from './wizard-support.ts';

test('photos taken with no signal are kept, counted, each sent once under 500 KB when signal returns, and shown in the report and system info', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  // 0401 commissions cleanly, once per simulator; a retry takes a unit of the same behaviour (the last two
  // digits) that no test has touched. No reset of the simulator: it would pull the ground from under the
  // test the other worker is running (its new account, its sites, its mail)
  const SERIAL = testInfo.retry === 0 ? '3P_35A_0401' : `3P_35A_990${testInfo.retry}`; // above the fleet's 8000 to 9899
  const photosOnServer = () => storedFor(request, SERIAL);
  const files = REQUIRED_TILES.map((tile, i) => {
    const path = testInfo.outputPath(`${tile}.jpg`);
    const size = cameraJpeg(path, i);
    expect(size, `${tile}.jpg is camera-sized`).toBeGreaterThan(3_000_000);
    expect(size).toBeLessThan(8_000_000);
    return path;
  });

  await seedState(page, { project: completeProject(SERIAL, 'AU', { CTRating: null }) });
  await openPhotoStep(page);

  await context.setOffline(true);
  await chooseRequiredPhotos(page, files);
  await typePhotoNotes(page);
  await expect(page.getByTestId('photos-to-send')).toContainText('7 photos to send.');
  await expect(page.getByTestId('photos-to-send')).toContainText('Waiting for signal');

  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(page).toHaveURL(/\/commission\/19$/);
  await expect(page.getByTestId('photos-to-send')).toContainText(/\d photos? to send\./);
  expect(await photosOnServer(), 'nothing sent with no signal').toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await photosOnServer()).length, { timeout: 60_000 }).toBe(7);
  await expect(page.getByTestId('photos-to-send')).toBeHidden({ timeout: 30_000 });
  const photos = await photosOnServer();
  expect(new Set(photos.map((p) => p.id)).size, 'each photo stored once').toBe(7);
  expect(photos.map((p) => (p.phase ? `${p.kind}-${p.phase}` : p.kind)).sort()).toEqual([...REQUIRED_TILES].sort());
  for (const p of photos) expect(p.bytes, `${p.kind} ${p.phase ?? ''} as stored`).toBeLessThan(500_000);
  expect(photos.find((p) => p.kind === 'meterBoard')?.note).toBe(PHOTO_NOTES.meterBoard);
  testInfo.annotations.push({ type: 'stored sizes', description: photos.map((p) => p.bytes).join(', ') });

  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  await answerNps(page, 'Fine', { timeout: 60_000 });

  // the job's record: the report and system info show the photos taken on the roof
  await page.getByRole('button', { name: 'Commissioning report' }).click();
  await expect(page).toHaveURL(/\/commissioning-report$/);
  const reported = page.getByTestId('report-photos').getByTestId('report-photo');
  await expect(reported).toHaveCount(7);
  await expect(reported.filter({ hasText: PHOTO_NOTES.meterBoard })).toHaveCount(1);
  await expect(page.getByTestId('report-photos')).toContainText(PHOTO_NOTES.job);
  await page.goBack();
  await page.getByRole('button', { name: 'VIEW SYSTEM INFO' }).click();
  await expect(page).toHaveURL(/\/system-info$/, { timeout: 30_000 });
  const shown = page.getByRole('list', { name: 'Photos' });
  await expect(shown.getByRole('listitem')).toHaveCount(7, { timeout: 30_000 });
  // a thumbnail is asked for when its tile comes near the screen
  await shown.getByRole('button', { name: 'Meter board, covers off' }).scrollIntoViewIfNeeded();
  await expect(shown.getByRole('img', { name: 'Meter board, covers off' })).toBeVisible();
  expect((await photosOnServer()).length, 'nothing sent twice after the run').toBe(7);
});
