// @vitest-environment node
// The photo step's one call: a file in, a kept photo or the problem to show out.
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPhoto } from '../../src/photos/keepPhoto';
import { PHOTO_PROBLEM_WORDS } from '../../src/photos/photoProblems';
import { openPhotoStore, type PhotoStore } from '../../src/photos/photoStore';
import { phonePixels } from './support/phonePixels';
import { exifTiff, SYDNEY, TINY_JPEG, withExif } from './support/jpegWithGps';
import en from '../../locales/en/photos.json';
import de from '../../locales/de/photos.json';

const JOB = { serial: '3P_35A_1009', job: 'j1' };
// a browser that decodes anything to 4032 × 3024 and encodes a JPEG of 1 byte per 10 pixels
const pixels = phonePixels();

let store: PhotoStore;
async function open() {
  const opened = await openPhotoStore('installer@example.com', new IDBFactory());
  if (!opened.ok) throw new Error(opened.problem);
  store = opened.value;
  return store;
}
afterEach(() => {
  vi.restoreAllMocks();
  store?.close();
});

describe('keepPhoto', () => {
  it('shrinks and keeps a camera photo, waiting to be sent, its location on the record when kept', async () => {
    const store = await open();
    const file = new Blob([withExif(TINY_JPEG, exifTiff(SYDNEY))], { type: 'image/jpeg' });
    const result = await keepPhoto({ file, job: JOB, kind: 'ctClamp', phase: 'L3', keepLocation: true, store, pixels });
    expect(result).toMatchObject({
      ok: true,
      photo: {
        kind: 'ctClamp',
        phase: 'L3',
        imageBytes: 192_000,
        location: { latitude: -33.8678 },
        sent: { state: 'waiting' },
      },
    });
    expect(await store.toSend()).toHaveLength(1);
  });

  it('answers the problem to show, and keeps nothing, for a file that is not a photo', async () => {
    const store = await open();
    const file = new Blob(['%PDF-1.7'], { type: 'image/jpeg' });
    expect(await keepPhoto({ file, job: JOB, kind: 'meterBoard', keepLocation: false, store, pixels })).toEqual({
      ok: false,
      problem: 'notAnImage',
    });
    expect(await store.list(JOB)).toEqual([]);
  });

  it('answers storageFull when the phone has no room, and keeps nothing', async () => {
    const store = await open();
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const file = new Blob([TINY_JPEG], { type: 'image/jpeg' });
    expect(await keepPhoto({ file, job: JOB, kind: 'meterBoard', keepLocation: false, store, pixels })).toEqual({
      ok: false,
      problem: 'storageFull',
    });
    vi.restoreAllMocks();
    expect(await store.list(JOB)).toEqual([]);
  });
});

describe('the problems’ words', () => {
  it('are in English and German for every problem', () => {
    for (const [problem, keys] of Object.entries(PHOTO_PROBLEM_WORDS)) {
      for (const key of [keys.what, keys.todo]) {
        const [, , name, part] = key.split('.') as [string, string, keyof typeof en.problems, 'what' | 'todo'];
        expect(name, key).toBe(problem);
        expect(en.problems[name][part], `en ${key}`).toMatch(/\w/);
        expect(de.problems[name][part], `de ${key}`).toMatch(/\w/);
        expect(de.problems[name][part], `de ${key}`).not.toBe(en.problems[name][part]);
      }
    }
  });
});
