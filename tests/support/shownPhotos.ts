// What the tests of the screens that show a job's photos share: a phone with IndexedDB (fake-indexeddb)
// and object URLs (jsdom has none: each Blob gets a name, counted until revoked), and photos seeded
// the way the app sends them, through the real client's putPhoto and notePhoto.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { ProviderApi } from '../../src/api/client.ts';
import type { Phase } from '../../src/api/types.ts';
import { jpegBytes } from '../simulator/helpers.ts';

/** a phone with nothing kept yet, able to show a Blob through an object URL */
export function phoneWithPhotoStorage(): void {
  Object.assign(globalThis, { indexedDB: new IDBFactory(), IDBKeyRange });
  let next = 0;
  URL.createObjectURL = () => `blob:test/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}

let seed = 0;
/** a photo the server received (sent from this phone earlier, or another), with its note */
export async function sentPhoto(
  api: ProviderApi,
  serial: string,
  photo: { kind: string; phase?: Phase; takenAt: string; note?: string },
): Promise<string> {
  const id = crypto.randomUUID();
  const put = await api.putPhoto(serial, id, {
    bytes: jpegBytes(4000, (seed += 1)).buffer,
    contentType: 'image/jpeg',
    kind: photo.kind,
    ...(photo.phase ? { phase: photo.phase } : {}),
    takenAt: photo.takenAt,
  });
  if (!put.ok) throw new Error(`putPhoto: ${put.message}`);
  if (photo.note) {
    const noted = await api.notePhoto(serial, id, photo.note);
    if (!noted.ok) throw new Error(`notePhoto: ${noted.message}`);
  }
  return id;
}
