// @vitest-environment node
// A job's photos kept on the phone in IndexedDB (fake-indexeddb: the spec's behaviour in memory):
// per user, across reloads, all or nothing on a full disk, and checked when read back.
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_ID } from '../../src/photos/photoId';
import { openPhotoStore, photoDatabaseName, type PhotoStore } from '../../src/photos/photoStore';
import { jpegBytes } from '../simulator/helpers';
import { openedStore } from './support/openedStore';
import { shrunkPhoto } from './support/shrunkPhoto';

const JOB = { serial: '3P_35A_1009', job: 'j1' };
const OTHER_JOB = { serial: '3P_35A_1009', job: 'j2' };
const ADA = 'ada@example.com';
const BOB = 'bob@example.com';

let factory: IDBFactory;
const opened: PhotoStore[] = [];
const open = (email = ADA): Promise<PhotoStore> => openedStore(email, factory, opened);
const at = (minute: number) => new Date(Date.UTC(2025, 2, 14, 9, minute));
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

beforeEach(() => {
  factory = new IDBFactory(); // a phone with nothing kept yet
});
afterEach(() => {
  opened.splice(0).forEach((s) => s.close());
  vi.restoreAllMocks();
});

describe('photoStore: keeping a photo', () => {
  it('keeps a shrunk photo with a new id, waiting to be sent, and gives back its record, thumbnail and image', async () => {
    const store = await open();
    const photo = shrunkPhoto({ location: true });
    const added = await store.add({ job: JOB, kind: 'ctClamp', phase: 'L1', photo, note: 'arrow up', takenAt: at(26) });
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    const record = added.value;
    expect(record.id).toMatch(PHOTO_ID);
    expect(record).toMatchObject({
      serial: JOB.serial,
      job: JOB.job,
      kind: 'ctClamp',
      phase: 'L1',
      takenAt: '2025-03-14T09:26:00.000Z',
      note: 'arrow up',
      sentNote: null,
      imageBytes: 50_000,
      imageType: 'image/jpeg',
      location: { latitude: -33.8678, longitude: 151.2073 },
      sent: { state: 'waiting' },
    });
    expect(await store.list(JOB)).toEqual([record]);
    const image = await store.image(record.id);
    expect(new Uint8Array(image!.bytes)).toEqual(new Uint8Array(photo.image.bytes));
    expect(new Uint8Array((await store.list(JOB))[0].thumbnail.bytes)).toEqual(new Uint8Array(photo.thumbnail.bytes));
  });

  it('lists a job’s photos in the order taken, and only that job’s', async () => {
    const store = await open();
    await store.add({ job: JOB, kind: 'unitLabel', photo: shrunkPhoto({ seed: 1 }), takenAt: at(30) });
    await store.add({ job: OTHER_JOB, kind: 'meterBoard', photo: shrunkPhoto({ seed: 2 }), takenAt: at(5) });
    await store.add({ job: JOB, kind: 'meterBoard', photo: shrunkPhoto({ seed: 3 }), takenAt: at(10) });
    expect((await store.list(JOB)).map((p) => p.kind)).toEqual(['meterBoard', 'unitLabel']);
    expect((await store.list(OTHER_JOB)).map((p) => p.kind)).toEqual(['meterBoard']);
  });

  it('keeps photos, notes and the sent state across a reload', async () => {
    const before = await open();
    const added = await before.add({ job: JOB, kind: 'meterBoard', photo: shrunkPhoto() });
    if (!added.ok) throw new Error('not kept');
    await before.setNote(added.value.id, 'covers off, board 2');
    await before.setJobNote(JOB, 'Key from the caretaker, flat 3');
    await before.markSent(added.value.id, { state: 'sent' }, '');
    before.close();

    const after = await open(); // the same phone (factory), a new page
    expect(await after.list(JOB)).toEqual([
      { ...added.value, note: 'covers off, board 2', sentNote: '', sent: { state: 'sent' } },
    ]);
    expect(await after.jobNote(JOB)).toBe('Key from the caretaker, flat 3');
    expect((await after.image(added.value.id))?.bytes.byteLength).toBe(50_000);
  });

  it('drops a photo and its image together', async () => {
    const store = await open();
    const added = await store.add({ job: JOB, kind: 'meterBoard', photo: shrunkPhoto() });
    if (!added.ok) throw new Error('not kept');
    await store.remove(added.value.id);
    expect(await store.list(JOB)).toEqual([]);
    expect(await store.image(added.value.id)).toBeUndefined();
  });

  it('tells its subscribers of every change', async () => {
    const store = await open();
    const seen = vi.fn();
    const stop = store.subscribe(seen);
    const added = await store.add({ job: JOB, kind: 'meterBoard', photo: shrunkPhoto() });
    if (!added.ok) throw new Error('not kept');
    await store.setNote(added.value.id, 'x');
    await store.markSent(added.value.id, { state: 'sent' }, '');
    expect(seen).toHaveBeenCalledTimes(3);
    stop();
    await store.remove(added.value.id);
    expect(seen).toHaveBeenCalledTimes(3);
  });
});

describe('photoStore: one user’s photos are theirs alone', () => {
  it('shows a second user on the same phone none of the first one’s photos or notes', async () => {
    const ada = await open(ADA);
    await ada.add({ job: JOB, kind: 'meterBoard', photo: shrunkPhoto() });
    await ada.setJobNote(JOB, 'Ada’s note');
    const bob = await open(BOB);
    expect(await bob.list(JOB)).toEqual([]);
    expect(await bob.toSend()).toEqual([]);
    expect(await bob.jobNote(JOB)).toBe('');
    await bob.add({ job: JOB, kind: 'unitLabel', photo: shrunkPhoto({ seed: 9 }) });
    expect((await ada.list(JOB)).map((p) => p.kind)).toEqual(['meterBoard']);
  });

  it('is the same user however the e-mail was typed', async () => {
    expect(photoDatabaseName('  Ada@Example.com ')).toBe(photoDatabaseName(ADA));
    expect(photoDatabaseName(ADA)).not.toBe(photoDatabaseName(BOB));
    const first = await open('Ada@Example.COM');
    await first.add({ job: JOB, kind: 'meterBoard', photo: shrunkPhoto() });
    expect(await (await open(ADA)).list(JOB)).toHaveLength(1);
  });
});

describe('photoStore: a full disk', () => {
  it('keeps nothing of a photo the disk has no room for, says storageFull, and keeps the photos before it', async () => {
    const store = await open();
    await store.add({ job: JOB, kind: 'meterBoard', photo: shrunkPhoto({ seed: 1 }) });
    // the record goes in first, then the image: the disk is full at the image
    const add = IDBObjectStore.prototype.add;
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (this.name === 'images') throw quotaError();
      return add.apply(this, args);
    });
    const seen = vi.fn();
    store.subscribe(seen);
    expect(await store.add({ job: JOB, kind: 'unitLabel', photo: shrunkPhoto({ seed: 2 }) })).toEqual({
      ok: false,
      problem: 'storageFull',
    });
    expect((await store.list(JOB)).map((p) => p.kind)).toEqual(['meterBoard']); // no record without its image
    expect(await store.toSend()).toHaveLength(1);
    expect(seen).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    expect((await store.add({ job: JOB, kind: 'unitLabel', photo: shrunkPhoto({ seed: 2 }) })).ok).toBe(true);
  });

  it('says storageFull for a job note the disk has no room for, and keeps the one before', async () => {
    const store = await open();
    await store.setJobNote(JOB, 'first');
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quotaError();
    });
    expect(await store.setJobNote(JOB, 'second')).toEqual({ ok: false, problem: 'storageFull' });
    vi.restoreAllMocks();
    expect(await store.jobNote(JOB)).toBe('first');
  });

  it('says storageUnavailable when the browser gives the site no IndexedDB', async () => {
    expect(await openPhotoStore(ADA, undefined)).toEqual({ ok: false, problem: 'storageUnavailable' });
    const refusing = new IDBFactory();
    vi.spyOn(refusing, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(await openPhotoStore(ADA, refusing)).toEqual({ ok: false, problem: 'storageUnavailable' });
  });
});

describe('photoStore: what is sent', () => {
  it('lists every photo with something to send, oldest first: waiting images, and notes the server lacks', async () => {
    const store = await open();
    const ids: Record<string, string> = {};
    for (const [kind, minute, job] of [
      ['unitLabel', 40, JOB],
      ['meterBoard', 10, OTHER_JOB],
      ['unitWiring', 20, JOB],
      ['inverterPlate', 30, JOB],
    ] as const) {
      const added = await store.add({ job, kind, photo: shrunkPhoto({ seed: minute }), takenAt: at(minute) });
      if (added.ok) ids[kind] = added.value.id;
    }
    expect((await store.toSend()).map((p) => p.kind)).toEqual([
      'meterBoard',
      'unitWiring',
      'inverterPlate',
      'unitLabel',
    ]);
    await store.markSent(ids.meterBoard, { state: 'sent' }, ''); // received, no note
    await store.markSent(ids.unitWiring, { state: 'refused', status: 413, reason: 'Payload too large' });
    await store.markSent(ids.inverterPlate, { state: 'sent' }, '');
    await store.setNote(ids.inverterPlate, 'Fronius Primo 8.2'); // a note added after it was sent
    expect((await store.toSend()).map((p) => p.kind)).toEqual(['inverterPlate', 'unitLabel']);
    await store.markSent(ids.inverterPlate, { state: 'sent' }, 'Fronius Primo 8.2');
    expect((await store.toSend()).map((p) => p.kind)).toEqual(['unitLabel']);
    expect((await store.get(ids.unitWiring))?.sent).toEqual({
      state: 'refused',
      status: 413,
      reason: 'Payload too large',
    });
  });

  it('keeps a note typed while the photo was being marked sent (one transaction each)', async () => {
    const store = await open();
    const added = await store.add({ job: JOB, kind: 'meterBoard', photo: shrunkPhoto() });
    if (!added.ok) throw new Error('not kept');
    await Promise.all([store.markSent(added.value.id, { state: 'sent' }, ''), store.setNote(added.value.id, 'typed')]);
    expect(await store.get(added.value.id)).toMatchObject({ sent: { state: 'sent' }, note: 'typed', sentNote: '' });
  });
});

describe('photoStore: what storage gives back is checked before it is used', () => {
  /** writes `value` straight into the user's database, as another version or a person with dev tools might */
  async function plant(store: string, value: unknown) {
    const request = factory.open(photoDatabaseName(ADA));
    const db = await new Promise<IDBDatabase>((resolve) => (request.onsuccess = () => resolve(request.result)));
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(store, 'readwrite');
      tx.objectStore(store).put(value);
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error);
    });
    db.close();
  }

  it.each([
    ['an id that is not a UUID', { id: 'not-a-uuid' }],
    ['a serial with path characters', { serial: '../../v2/auth' }],
    ['an unknown sent state', { sent: { state: 'lost' } }],
    ['a refusal without its reason', { sent: { state: 'refused' } }],
    [
      'a thumbnail that is not a JPEG',
      { thumbnail: { bytes: new ArrayBuffer(64), type: 'image/jpeg', width: 240, height: 180 } },
    ],
    ['a thumbnail that is a string', { thumbnail: { bytes: 'AAAA', type: 'image/jpeg', width: 240, height: 180 } }],
    ['a location off the globe', { location: { latitude: 123, longitude: 0 } }],
    ['a note too long for the server', { note: 'x'.repeat(1001) }],
    ['a time that is not ISO 8601', { takenAt: 'yesterday' }],
  ])('ignores a record with %s, with a warning, and lists the good ones', async (_, change) => {
    const store = await open();
    const good = await store.add({ job: JOB, kind: 'meterBoard', photo: shrunkPhoto() });
    if (!good.ok) throw new Error('not kept');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await plant('photos', { ...good.value, id: '0b7f4c1e-93a2-4f6d-8e21-5c3a9d7b1f40', ...change });
    expect(await store.list(JOB)).toEqual([good.value]);
    expect(await store.toSend()).toEqual([good.value]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Ignoring a stored photo: /));
  });

  it('gives no image whose bytes are not the type they are kept as', async () => {
    const store = await open();
    const id = '0b7f4c1e-93a2-4f6d-8e21-5c3a9d7b1f40';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await plant('images', { id, image: { bytes: jpegBytes(500).buffer, type: 'image/webp', width: 10, height: 10 } });
    expect(await store.image(id)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Ignoring a stored image: .*bytes of the image type/));
  });

  it('reads a job note of the wrong shape as no note', async () => {
    const store = await open();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await plant('notes', { serial: JOB.serial, job: JOB.job, text: 42, updatedAt: '2025-03-14T09:26:00.000Z' });
    expect(await store.jobNote(JOB)).toBe('');
  });
});
