// "The photos of this unit's job", for the screens that show them (the report, system info, a site's
// units): the photos this phone keeps for the logged-in user (photoStore.ts, even those not sent yet)
// merged with the server's list (sent from another phone, or before), one entry per photo id, in the
// order taken. Images are handed out as object URLs that their holder releases when it no longer
// shows them, so 30 photos never sit in the page at once: a thumbnail off screen is let go.
import type { ApiFailure } from '../api/failure.ts';
import type { ProviderApi } from '../api/provider.ts';
import type { Phase, Photo, PhotoKind } from '../api/types.ts';
import type { KeptImage, PhotoRecord } from './photoRecord.ts';
import { openPhotoStore, type PhotoStore } from './photoStore.ts';

/** sent: the server has it; waiting: on this phone, not sent yet; refused: the server will not take it */
export type ShownPhotoState = 'sent' | 'waiting' | 'refused';

export interface ShownPhoto {
  id: string;
  kind: PhotoKind;
  phase?: Phase;
  note: string;
  /** ISO 8601, as the phone or the server keeps it */
  takenAt: string;
  state: ShownPhotoState;
  /** kept on this phone: its images are read here, not fetched */
  onPhone: boolean;
}

export interface UnitPhotoList {
  photos: ShownPhoto[];
  /** the free-text note of the unit's job, as this phone keeps it ('' when none) */
  jobNote: string;
  /** the server's list could not be read: the photos shown are this phone's only */
  serverFailure: ApiFailure | null;
}

/** an image shown through an object URL; release() revokes it (twice is harmless) */
export interface ShownImage {
  url: string;
  release(): void;
}

export interface UnitPhotos {
  list(signal?: AbortSignal): Promise<UnitPhotoList>;
  /** a small image for a tile: the phone's thumbnail, else the server's image (the browser scales it) */
  thumbnail(photo: ShownPhoto, signal?: AbortSignal): Promise<ShownImage | undefined>;
  /** the full image, for a photo opened */
  image(photo: ShownPhoto, signal?: AbortSignal): Promise<ShownImage | undefined>;
  /** the full image's bytes, for a document made of the photos (the report's PDF); undefined when it cannot be read */
  imageBlob(photo: ShownPhoto, signal?: AbortSignal): Promise<Blob | undefined>;
  /** calls back after the phone's photos changed (one taken, sent, its note edited) */
  subscribe(listener: () => void): () => void;
  close(): void;
}

export interface UnitPhotoDeps {
  api: Pick<ProviderApi, 'listPhotos' | 'getPhoto'>;
  serial: string;
  /**
   * one job of the unit (a past job's report): its photos and note only, and the server's copies of
   * those photos; none: every job's
   */
  job?: string;
  /** the logged-in user, whose photos on this phone are shown; none: the server's only */
  email: string | undefined;
  indexedDb?: IDBFactory;
}

let live = 0;
/** object URLs handed out and not yet released: what the memory bench and the tests count */
export const liveImageUrls = (): number => live;

function shown(blob: Blob): ShownImage {
  const url = URL.createObjectURL(blob);
  live += 1;
  let released = false;
  return {
    url,
    release() {
      if (released) return;
      released = true;
      live -= 1;
      URL.revokeObjectURL(url);
    },
  };
}

const blobOf = (image: KeptImage) => new Blob([image.bytes], { type: image.type });

export async function openUnitPhotos({
  api,
  serial,
  job,
  email,
  indexedDb = globalThis.indexedDB,
}: UnitPhotoDeps): Promise<UnitPhotos> {
  // a phone that keeps no photos (private browsing, no IndexedDB) still shows the server's
  const opened = email ? await openPhotoStore(email, indexedDb) : undefined;
  const store: PhotoStore | undefined = opened?.ok ? opened.value : undefined;

  const blobFromServer = async (photo: ShownPhoto, signal?: AbortSignal) => {
    if (photo.state !== 'sent') return undefined; // the server has not got it
    const answer = await api.getPhoto(serial, photo.id, signal);
    return answer.ok && !signal?.aborted ? answer.data.image : undefined;
  };
  const fromServer = async (photo: ShownPhoto, signal?: AbortSignal) => {
    const blob = await blobFromServer(photo, signal);
    return blob ? shown(blob) : undefined;
  };
  const fullImage = async (photo: ShownPhoto, signal?: AbortSignal) => {
    const image = photo.onPhone ? await store?.image(photo.id) : undefined;
    if (signal?.aborted) return undefined;
    return image ? blobOf(image) : blobFromServer(photo, signal);
  };

  return {
    async list(signal) {
      const one = job === undefined ? undefined : { serial, job };
      const [kept, jobNote, server] = await Promise.all([
        (one ? store?.list(one) : store?.listUnit(serial)) ?? [],
        (one ? store?.jobNote(one) : store?.unitJobNote(serial)) ?? '',
        api.listPhotos(serial, signal),
      ]);
      const received = server.ok ? server.data.photos : [];
      const ofJob = new Set(kept.map((p) => p.id));
      return {
        photos: merged(kept, one ? received.filter((p) => ofJob.has(p.id)) : received),
        jobNote,
        serverFailure: server.ok ? null : server,
      };
    },

    async thumbnail(photo, signal) {
      const record = photo.onPhone ? await store?.get(photo.id) : undefined;
      if (signal?.aborted) return undefined;
      return record ? shown(blobOf(record.thumbnail)) : fromServer(photo, signal);
    },

    async image(photo, signal) {
      const blob = await fullImage(photo, signal);
      return blob ? shown(blob) : undefined;
    },

    imageBlob: fullImage,

    subscribe(listener) {
      return store?.subscribe(listener) ?? (() => undefined);
    },

    close() {
      store?.close();
    },
  };
}

/**
 * One entry per id, in the order taken. A photo on the phone shows the phone's note (the installer's
 * latest, sent in the background); one the server lists is sent, whatever the phone last heard.
 *   phone [a waiting, b sent] + server [b, c] → a waiting, b sent, c sent (c from another phone)
 */
export function merged(kept: PhotoRecord[], received: Photo[]): ShownPhoto[] {
  const byId = new Map<string, ShownPhoto>();
  for (const p of received)
    byId.set(p.id, { ...pick(p), note: p.note, takenAt: p.takenAt, state: 'sent', onPhone: false });
  for (const r of kept) {
    const server = byId.get(r.id);
    const state: ShownPhotoState = server ? 'sent' : r.sent.state;
    byId.set(r.id, { ...pick(r), note: r.note, takenAt: server?.takenAt ?? r.takenAt, state, onPhone: true });
  }
  return [...byId.values()].sort(inOrderTaken);
}

const pick = ({ id, kind, phase }: { id: string; kind: PhotoKind; phase?: Phase }) => ({
  id,
  kind,
  ...(phase ? { phase } : {}),
});

// by instant, not by text: the server's times may carry another offset than the phone's UTC; a time
// that is not one goes last
function inOrderTaken(a: ShownPhoto, b: ShownPhoto): number {
  const instant = (p: ShownPhoto) => {
    const t = Date.parse(p.takenAt);
    return Number.isNaN(t) ? Infinity : t;
  };
  const ta = instant(a);
  const tb = instant(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
