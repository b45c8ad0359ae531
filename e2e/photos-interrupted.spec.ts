// The job's photos through a reload and a 401, in Chromium on a phone: photos chosen through the photo
// step's file inputs with no signal are kept on the phone, still there after a reload with no signal
// (on their tiles and counted in the banner); when signal returns the server refuses the token on the
// first upload (a simulator fault), the installer logs in again, and every photo reaches the simulator
// once, none lost.
//
// Serial used only by this file: 3P_35A_4401 (a ready unit); the 401 fault names it in its path, so
// no other test's upload meets it.
import type { Response } from '@playwright/test';
import { completeProject, seedState } from './failures-support.ts';
import { offlineReady } from './offline-support.ts';
import { chooseRequiredPhotos, openPhotoStep, photosOnServer, REQUIRED_TILES, testJpegs } from './photos-support.ts';
import { expect, INSTALLER, test } from './support.ts';

test.use({ serviceWorkers: 'allow' }); // the reload with no signal comes from the service worker

const SERIAL = '3P_35A_4401';
const EXPIRED = 'Your session has expired. Log in again to go on where you were.';

test('photos kept through a reload with no signal and a 401 on their upload each reach the server once after logging in again', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const jpegs = testJpegs(REQUIRED_TILES.length);
  // every answer to a photo's upload, per photo id: 201 stored, 200 stored before, 401 refused token
  const answers = new Map<string, number[]>();
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    const match = new RegExp(`^/v2/commission/${SERIAL}/photos/([^/]+)$`).exec(url.pathname);
    if (!match || response.request().method() !== 'PUT') return;
    answers.set(match[1], [...(answers.get(match[1]) ?? []), response.status()]);
  });
  const stored = () => photosOnServer(request, SERIAL);
  const before = new Set((await stored()).map((p) => p.id)); // a reused e2e server may hold an earlier run's

  await seedState(page, { project: completeProject(SERIAL, 'AU', { CTRating: null }) });
  await openPhotoStep(page);
  await offlineReady(page);

  await context.setOffline(true);
  await chooseRequiredPhotos(page, jpegs);
  const banner = page.getByTestId('photos-to-send');
  await expect(banner).toContainText('7 photos to send.');
  await expect(banner).toContainText('Waiting for signal');

  // a reload with no signal: the photos are still on their tiles and counted
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Photos of the job' })).toBeVisible();
  for (const tile of REQUIRED_TILES)
    await expect(page.getByTestId(`photo-tile-${tile}-photo-1`).getByRole('img')).toBeVisible({ timeout: 30_000 });
  await expect(banner).toContainText('7 photos to send.');
  await expect(banner).toContainText('Waiting for signal');
  expect(answers.size, 'nothing sent with no signal').toBe(0);

  // signal returns, and the server no longer takes the token: the first upload answers 401
  const fault = await request.post('/__sim/faults', {
    data: { path: `/v2/commission/${SERIAL}/photos/`, method: 'PUT', status: 401, times: 1 },
  });
  expect(fault.ok()).toBe(true);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.getByText(EXPIRED)).toBeVisible();
  const refused = [...answers.values()].flat();
  expect(refused, 'one upload met the 401, and nothing went after it').toEqual([401]);
  expect((await stored()).filter((p) => !before.has(p.id))).toEqual([]);

  await expect(page.getByLabel('Email')).toHaveValue(INSTALLER.email);
  await page.getByLabel('Password').pressSequentially(INSTALLER.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/commission\/photos$/, { timeout: 30_000 });

  await expect.poll(async () => (await stored()).filter((p) => !before.has(p.id)).length, { timeout: 60_000 }).toBe(7);
  await expect(banner).toBeHidden({ timeout: 30_000 });
  const photos = (await stored()).filter((p) => !before.has(p.id));
  expect(photos.map((p) => (p.phase ? `${p.kind}-${p.phase}` : p.kind)).sort(), 'none lost').toEqual(
    [...REQUIRED_TILES].sort(),
  );
  expect([...answers.keys()].sort(), 'the photos the phone sent are the ones stored').toEqual(
    photos.map((p) => p.id).sort(),
  );
  for (const [id, statuses] of answers)
    expect(
      statuses.filter((s) => s === 201),
      `${id} stored once`,
    ).toHaveLength(1);
  expect(
    [...answers.values()].flat().filter((s) => s === 401),
    'one 401',
  ).toHaveLength(1);
  for (const tile of REQUIRED_TILES)
    await expect(page.getByTestId(`photo-tile-${tile}-photo-1`)).toContainText('Sent', { timeout: 30_000 });
});
