// @vitest-environment node
// The photos of a unit's job as the screens get them: the phone's (even not sent) merged with the
// server's (sent from another phone), one per id in the order taken, with their images as object URLs
// that are counted until released. Real client on the in-process simulator; the phone's IndexedDB
// is fake-indexeddb (the spec's behaviour in memory).
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PhotoStore } from '../../src/photos/photoStore';
import { liveImageUrls, openUnitPhotos, type UnitPhotos } from '../../src/photos/unitPhotos';
import { jpegBytes } from '../simulator/helpers';
import { simPost, simulatorClient, type SimulatorSession } from '../support/simulatorClient';
import { openedStore } from './support/openedStore';
import { shrunkPhoto } from './support/shrunkPhoto';

const S = '3P_35A_1009'; // in installer@example.com's fleet
const IVY = 'installer@example.com';
const FROM_OTHER_PHONE = '7a1e4c1e-93a2-4f6d-8e21-5c3a9d7b1f40';
const at = (minute: number) => new Date(Date.UTC(2025, 2, 14, 9, minute));

let factory: IDBFactory;
let client: SimulatorSession;
const opened: { close(): void }[] = [];

const phone = (email = IVY): Promise<PhotoStore> => openedStore(email, factory, opened);
async function unitPhotos(email: string | undefined = IVY): Promise<UnitPhotos> {
  const photos = await openUnitPhotos({ api: client.api, serial: S, email, indexedDb: factory });
  opened.push(photos);
  return photos;
}
/** a photo taken on this phone; sent: put through the client and marked so, as the sender does */
async function take(store: PhotoStore, minute: number, opts: { note?: string; sent?: boolean; job?: string } = {}) {
  const added = await store.add({
    job: { serial: S, job: opts.job ?? 'j1' },
    kind: 'ctClamp',
    phase: 'L1',
    photo: shrunkPhoto({ seed: minute }),
    note: opts.note ?? '',
    takenAt: at(minute),
  });
  if (!added.ok) throw new Error(added.problem);
  const record = added.value;
  if (opts.sent) {
    const image = await store.image(record.id);
    const put = await client.api.putPhoto(S, record.id, {
      bytes: image!.bytes,
      contentType: image!.type,
      kind: record.kind,
      phase: record.phase,
      takenAt: record.takenAt,
    });
    expect(put.ok).toBe(true);
    await store.markSent(record.id, { state: 'sent' }, '');
  }
  return record;
}

beforeAll(() => {
  globalThis.IDBKeyRange ??= IDBKeyRange; // a browser's global; fake-indexeddb's in Node
});
beforeEach(async () => {
  factory = new IDBFactory(); // a phone with nothing kept yet
  client = await simulatorClient({ as: IVY, token: 'login' });
});
afterEach(() => opened.splice(0).forEach((o) => o.close()));

describe('the photos of a unit', () => {
  it("merges the phone's photos (one not sent yet) with the server's (one from another phone), one per id, in the order taken", async () => {
    const store = await phone();
    const waiting = await take(store, 30, { note: 'arrow up' });
    const sent = await take(store, 10, { sent: true, job: 'j0' }); // an earlier job of the same unit
    await store.setNote(sent.id, 'changed on the phone, not sent yet');
    await client.api.putPhoto(S, FROM_OTHER_PHONE, {
      bytes: jpegBytes(4000, 9).buffer,
      contentType: 'image/jpeg',
      kind: 'meterBoard',
      takenAt: '2025-03-14T19:20:00+10:00', // 09:20 UTC, written with another offset
    });
    await client.api.notePhoto(S, FROM_OTHER_PHONE, 'cover back on');
    await store.setJobNote({ serial: S, job: 'j1' }, 'Tenant in unit 3 was not home.');

    const list = await (await unitPhotos()).list();
    expect(list.serverFailure).toBeNull();
    expect(list.jobNote).toBe('Tenant in unit 3 was not home.');
    expect(list.photos).toEqual([
      {
        id: sent.id,
        kind: 'ctClamp',
        phase: 'L1',
        note: 'changed on the phone, not sent yet',
        takenAt: sent.takenAt,
        state: 'sent',
        onPhone: true,
      },
      {
        id: FROM_OTHER_PHONE,
        kind: 'meterBoard',
        note: 'cover back on',
        takenAt: '2025-03-14T19:20:00+10:00',
        state: 'sent',
        onPhone: false,
      },
      {
        id: waiting.id,
        kind: 'ctClamp',
        phase: 'L1',
        note: 'arrow up',
        takenAt: waiting.takenAt,
        state: 'waiting',
        onPhone: true,
      },
    ]);
  });

  it("lists one job's photos and note only, with the server's copies of those, for a past job's report", async () => {
    const store = await phone();
    const earlier = await take(store, 10, { sent: true, job: 'j0' });
    const later = await take(store, 30, { job: 'j1' });
    await store.setJobNote({ serial: S, job: 'j0' }, 'First visit: board locked.');
    await store.setJobNote({ serial: S, job: 'j1' }, 'Second visit.');
    await client.api.putPhoto(S, FROM_OTHER_PHONE, {
      bytes: jpegBytes(4000, 9).buffer,
      contentType: 'image/jpeg',
      kind: 'meterBoard',
      takenAt: '2025-03-14T09:20:00Z',
    });
    const photos = await openUnitPhotos({ api: client.api, serial: S, job: 'j0', email: IVY, indexedDb: factory });
    opened.push(photos);
    const list = await photos.list();
    expect(list.jobNote).toBe('First visit: board locked.');
    expect(list.photos.map((p) => [p.id, p.state])).toEqual([[earlier.id, 'sent']]);
    expect(list.photos.map((p) => p.id)).not.toContain(later.id);
  });

  it("shows another user's photos on the same phone to nobody, and the server's to whoever may read them", async () => {
    await take(await phone('bob@example.com'), 5);
    await client.api.putPhoto(S, FROM_OTHER_PHONE, {
      bytes: jpegBytes(4000, 9).buffer,
      contentType: 'image/jpeg',
      kind: 'meterBoard',
      takenAt: '2025-03-14T09:20:00Z',
    });
    expect((await (await unitPhotos()).list()).photos.map((p) => p.id)).toEqual([FROM_OTHER_PHONE]);
  });

  it("still shows the phone's photos when the server's list cannot be read, and says so", async () => {
    const store = await phone();
    const waiting = await take(store, 30);
    await simPost(client.sim, '/__sim/faults', { operation: 'listPhotos', status: 503 });
    const list = await (await unitPhotos()).list();
    expect(list.photos.map((p) => [p.id, p.state])).toEqual([[waiting.id, 'waiting']]);
    expect(list.serverFailure).toMatchObject({ ok: false, status: 503 });
  });

  it("hands out images as object URLs (the phone's without a call, the server's through getPhoto) and counts each until released", async () => {
    const store = await phone();
    await take(store, 30);
    await client.api.putPhoto(S, FROM_OTHER_PHONE, {
      bytes: jpegBytes(4000, 9).buffer,
      contentType: 'image/jpeg',
      kind: 'meterBoard',
      takenAt: '2025-03-14T09:20:00Z',
    });
    const photos = await unitPhotos();
    const [fromServer, onPhone] = (await photos.list()).photos;
    const before = liveImageUrls();

    const thumb = await photos.thumbnail(onPhone);
    const full = await photos.image(onPhone);
    const served = await photos.thumbnail(fromServer);
    expect([thumb, full, served].every((i) => i?.url.startsWith('blob:'))).toBe(true);
    expect(liveImageUrls()).toBe(before + 3);
    const bytes = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
    expect(await bytes(served!.url)).toEqual(jpegBytes(4000, 9));
    expect((await bytes(full!.url)).byteLength).toBe(50_000); // the full image, not the 3,000-byte thumbnail

    [thumb, full, served].forEach((i) => i!.release());
    served!.release(); // twice: still released once
    expect(liveImageUrls()).toBe(before);
  });

  it('hands out no image of a photo the server does not have yet and the phone no longer keeps', async () => {
    const photos = await unitPhotos(undefined); // nobody's phone store: the server's only
    const gone = {
      id: FROM_OTHER_PHONE,
      kind: 'meterBoard',
      note: '',
      takenAt: at(1).toISOString(),
      state: 'waiting',
      onPhone: false,
    } as const;
    expect(await photos.image(gone)).toBeUndefined();
  });
});
