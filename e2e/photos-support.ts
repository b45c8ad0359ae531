// The photo step for journeys that are about something else: NEXT, then going on without the
// required photos with a reason; and real camera-sized JPEGs for the tests that are about photos.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** On /commission/photos: NEXT, the required photos named, a reason typed, and on to /commission/19. */
export async function goOnWithoutPhotos(page: Page, reason = 'No access to the board today'): Promise<void> {
  await expect(page).toHaveURL(/\/commission\/photos$/);
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Required photos missing' });
  await dialog.getByLabel('Why can you not take them?').pressSequentially(reason);
  await dialog.getByRole('button', { name: 'GO ON WITHOUT THEM' }).click();
  await expect(page).toHaveURL(/\/commission\/19$/);
}

/**
 * A JPEG as a phone's camera makes it (4032 × 3024, 3 to 8 MB), different for each seed: a fractal
 * with grain, which compresses like a photo of a switchboard rather than like a flat colour.
 */
export function cameraJpeg(path: string, seed: number): number {
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `mandelbrot=size=4032x3024:start_scale=${2 + seed / 10}:start_x=${-0.7 - seed / 50},noise=alls=10:allf=t:all_seed=${seed + 1}`,
    '-frames:v',
    '1',
    '-q:v',
    '2',
    path,
  ]);
  return statSync(path).size;
}
