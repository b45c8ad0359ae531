// Photos of a job for the end-to-end tests. The photo step for journeys that are about something else:
// NEXT, then going on without the required photos with a reason. Real JPEGs made with ffmpeg: camera-sized
// ones (3 to 8 MB) to choose on the photo step, and test patterns at a phone photo's 1600 × 1200 sent the
// way the app sends them (putPhoto, then notePhoto for a note) with the installer's token.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { REQUIRED_TILES } from '../tests/support/requiredPhotos.ts';

export { REQUIRED_KINDS, REQUIRED_TILES } from '../tests/support/requiredPhotos.ts';

/** On /commission/photos: NEXT, the required photos named, a reason typed, and on to /commission/19. */
export async function goOnWithoutPhotos(page: Page, reason = 'No access to the board today'): Promise<void> {
  await expect(page).toHaveURL(/\/commission\/photos$/);
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Required photos missing' });
  await dialog.getByLabel('Why can you not take them?').pressSequentially(reason);
  await dialog.getByRole('button', { name: 'GO ON WITHOUT THEM' }).click();
  await expect(page).toHaveURL(/\/commission\/19$/);
}

/** The notes the journeys type on the photo step: on the meter board's photo, and on the job. */
export const PHOTO_NOTES = { meterBoard: 'Main switch on the left', job: 'Key to the board from the caretaker' };

/** From a seeded job with no CT rating: /commission/ct-rating, 200 A, and on to the photo step. */
export async function openPhotoStep(page: Page): Promise<void> {
  await page.goto('/commission/ct-rating');
  await page.getByRole('button', { name: /^200 A/ }).click();
  await expect(page).toHaveURL(/\/commission\/photos$/);
  await expect(page.getByRole('heading', { name: 'Photos of the job' })).toBeVisible();
}

/** A photo on each required tile through its file input (`photos[i]` on REQUIRED_TILES[i]: a path or a JPEG's bytes), each shown before the next. */
export async function chooseRequiredPhotos(page: Page, photos: readonly (string | Buffer)[]): Promise<void> {
  for (const [i, tile] of REQUIRED_TILES.entries()) {
    const photo = photos[i]!;
    await page
      .getByTestId(`photo-tile-${tile}-choose`)
      .setInputFiles(
        typeof photo === 'string' ? photo : { name: `${tile}.jpg`, mimeType: 'image/jpeg', buffer: photo },
      );
    await expect(page.getByTestId(`photo-tile-${tile}-photo-1`).getByRole('img')).toBeVisible({ timeout: 30_000 });
  }
}

/** PHOTO_NOTES typed: the meter board photo's note and the job's. */
export async function typePhotoNotes(page: Page): Promise<void> {
  await page
    .getByTestId('photo-tile-meterBoard-photo-1')
    .getByLabel('Note on this photo (optional)')
    .pressSequentially(PHOTO_NOTES.meterBoard);
  await page.getByLabel('Note on the job (optional)').pressSequentially(PHOTO_NOTES.job);
}

/** One frame of the lavfi `source` (after `filters`) written to `path` as a JPEG of ffmpeg quality `q` (2 best). */
function ffmpegJpeg(source: string, filters: string[], q: number, path: string): void {
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    source,
    ...filters,
    '-frames:v',
    '1',
    '-q:v',
    String(q),
    path,
  ]);
}

/**
 * A JPEG as a phone's camera makes it (4032 × 3024, 3 to 8 MB), different for each seed: a test pattern
 * with grain, which compresses like a photo of a switchboard rather than like a flat colour (a fractal
 * did the same in 5.3 s of CPU each, this pattern in 0.9 s).
 */
export function cameraJpeg(path: string, seed: number): number {
  ffmpegJpeg(`testsrc2=size=4032x3024,noise=alls=12:allf=t:all_seed=${seed + 1}`, [], 2, path);
  return statSync(path).size;
}

const PATTERNS = ['testsrc2', 'smptehdbars', 'rgbtestsrc', 'mandelbrot'] as const;

/** n distinct JPEGs, each a different test pattern (and a different frame of it) */
export function testJpegs(n: number): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'photos-'));
  return Array.from({ length: n }, (_, i) => {
    const file = join(dir, `${i}.jpg`);
    const source = `${PATTERNS[i % PATTERNS.length]}=size=1600x1200:rate=25`;
    ffmpegJpeg(source, ['-vf', `select=eq(n\\,${i})`], 6, file);
    return readFileSync(file);
  });
}

export interface SeededPhoto {
  kind: string;
  phase?: 'L1' | 'L2' | 'L3';
  takenAt: string;
  note?: string;
  jpeg: Buffer;
}

/** sends each photo as the app does; answers their ids in the order given */
export async function sendPhotos(
  request: APIRequestContext,
  token: string,
  serial: string,
  photos: SeededPhoto[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const p of photos) {
    const id = crypto.randomUUID();
    const query = new URLSearchParams({ kind: p.kind, takenAt: p.takenAt, ...(p.phase ? { phase: p.phase } : {}) });
    const put = await request.put(`/v2/commission/${serial}/photos/${id}?${query.toString()}`, {
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/jpeg' },
      data: p.jpeg,
    });
    if (put.status() !== 201) throw new Error(`putPhoto: ${put.status()} ${await put.text()}`);
    if (p.note) {
      const noted = await request.patch(`/v2/commission/${serial}/photos/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { note: p.note },
      });
      if (!noted.ok()) throw new Error(`notePhoto: ${noted.status()} ${await noted.text()}`);
    }
    ids.push(id);
  }
  return ids;
}

/**
 * A commissioned training unit in no fleet (its serial ends in 09) that has no photo yet on this
 * server: the e2e server outlives a run, and a unit photographed by the last one would show those too.
 */
export async function unitWithoutPhotos(request: APIRequestContext, token: string): Promise<string> {
  for (let block = 30; block < 80; block++) {
    const serial = `3P_35A_${block}09`;
    const list = await request.get(`/v2/commission/${serial}/photos`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (list.ok() && ((await list.json()) as { photos: unknown[] }).photos.length === 0) return serial;
  }
  throw new Error('every training unit 3P_35A_3009 … 3P_35A_7909 has photos: restart the e2e server');
}

/** A photo as the simulator stored it (GET /__sim/records), without its bytes. */
export interface StoredPhoto {
  id: string;
  serial: string;
  kind: string;
  phase?: string;
  bytes: number;
  note: string;
}

/** the photos the simulator stored for `serial` */
export async function photosOnServer(request: APIRequestContext, serial: string): Promise<StoredPhoto[]> {
  const { photos } = (await (await request.get('/__sim/records')).json()) as { photos: StoredPhoto[] };
  return photos.filter((p) => p.serial === serial);
}
