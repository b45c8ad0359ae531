// Photos of a job for the end-to-end tests. The photo step for journeys that are about something else:
// NEXT, then going on without the required photos with a reason. Real JPEGs made with ffmpeg: camera-sized
// ones (3 to 8 MB) to choose on the photo step, and test patterns at a phone photo's 1600 × 1200 sent the
// way the app sends them (putPhoto, then notePhoto for a note) with the installer's token.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

const PATTERNS = ['testsrc2', 'smptehdbars', 'rgbtestsrc', 'mandelbrot'] as const;

/** n distinct JPEGs, each a different test pattern (and a different frame of it) */
export function testJpegs(n: number): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'photos-'));
  return Array.from({ length: n }, (_, i) => {
    const file = join(dir, `${i}.jpg`);
    const source = `${PATTERNS[i % PATTERNS.length]}=size=1600x1200:rate=25`;
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      source,
      '-vf',
      `select=eq(n\\,${i})`,
      '-frames:v',
      '1',
      '-q:v',
      '6',
      file,
    ]);
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
