// A job's photos and notes on the phone, kept across reloads and with no signal, until the server has
// them (photoSender.ts). One IndexedDB database per user: a second installer logging in on the same
// phone opens their own and never sees the first one's photos. Three object stores:
//   photos   the records (photoRecord.ts) with their thumbnails: what the tiles list
//   images   the full images, by photo id: read one at a time, to send or to open
//   notes    the free-text note of each job
// A photo's record and image are written in one transaction, so a full disk keeps neither, never
// one without the other. Everything read back is checked (photoRecord.ts) before it is used.
import type { Phase, PhotoKind } from '../api/types.ts';
import { normalEmail } from '../state/storedShapes.ts';
import { isQuotaError, requestResult, writeTogether } from './indexedDb.ts';
import { newPhotoId } from './photoId.ts';
import type { StoreProblem } from './photoProblems.ts';
import {
  checked,
  imageRecordShape,
  jobNoteShape,
  MAX_JOB_NOTE_LENGTH,
  MAX_NOTE_LENGTH,
  photoRecordShape,
  type ImageRecord,
  type JobKey,
  type JobNote,
  type KeptImage,
  type PhotoRecord,
  type SentState,
} from './photoRecord.ts';
import type { ShrunkPhoto } from './shrinkPhoto.ts';

const VERSION = 1;
const PHOTOS = 'photos';
const IMAGES = 'images';
const NOTES = 'notes';
const BY_JOB = 'byJob';
const BY_TAKEN = 'byTakenAt';

export type Stored<T = void> = { ok: true; value: T } | { ok: false; problem: StoreProblem };

export interface NewPhoto {
  job: JobKey;
  kind: PhotoKind;
  phase?: Phase;
  photo: ShrunkPhoto;
  note?: string;
  takenAt?: Date;
}

export interface PhotoStore {
  /** keeps a shrunk photo, waiting to be sent; its id is made here */
  add(photo: NewPhoto): Promise<Stored<PhotoRecord>>;
  /** a job's photos in the order taken, without their full images */
  list(job: JobKey): Promise<PhotoRecord[]>;
  /** every job's photos of one unit in the order taken (a unit commissioned again has a second job) */
  listUnit(serial: string): Promise<PhotoRecord[]>;
  get(id: string): Promise<PhotoRecord | undefined>;
  /** the full image of a photo, to send or to open */
  image(id: string): Promise<KeptImage | undefined>;
  /** a photo's note; a photo already sent sends its new note */
  setNote(id: string, note: string): Promise<Stored>;
  /** drops a photo from the phone (one taken again); one already sent stays on the server */
  remove(id: string): Promise<void>;
  /** every photo with something still to send (the image, or a changed note), oldest first */
  toSend(): Promise<PhotoRecord[]>;
  /** how many photos the server refused (their tiles say why): neither sent nor sent again by themselves */
  refusedCount(): Promise<number>;
  /** the sender's record of an answer: what the server now has */
  markSent(id: string, sent: SentState, sentNote?: string | null): Promise<Stored>;
  /** the server refused this note (the photo itself it has) */
  markNoteRefused(id: string, note: string, reason: string): Promise<Stored>;
  jobNote(job: JobKey): Promise<string>;
  /** the note of the unit's job written last, whichever job that was; '' when none */
  unitJobNote(serial: string): Promise<string>;
  setJobNote(job: JobKey, text: string): Promise<Stored>;
  /** called after every change made through this store (add, note, remove, sent) */
  subscribe(listener: () => void): () => void;
  close(): void;
}

/** the database of one user: their e-mail as the session keeps it ("Ada@Example.com " is ada@example.com's) */
export function photoDatabaseName(email: string): string {
  return `solshare.photos.${encodeURIComponent(normalEmail(email) ?? '')}`;
}

/** needs something to send: the image, or a note the server does not have yet (and did not refuse) */
export const hasSomethingToSend = (p: PhotoRecord): boolean =>
  p.sent.state === 'waiting' || (p.sent.state === 'sent' && p.sentNote !== p.note && p.noteRefused?.note !== p.note);

export async function openPhotoStore(
  email: string,
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<Stored<PhotoStore>> {
  if (!factory) return { ok: false, problem: 'storageUnavailable' };
  let db: IDBDatabase;
  try {
    const request = factory.open(photoDatabaseName(email), VERSION);
    request.onupgradeneeded = () => createStores(request.result);
    db = await requestResult(request);
  } catch (error) {
    // Firefox's private windows before 115 and some locked-down browsers refuse IndexedDB outright
    return { ok: false, problem: isQuotaError(error) ? 'storageFull' : 'storageUnavailable' };
  }
  // another tab opening a newer version of the app: let it upgrade rather than block it
  db.onversionchange = () => db.close();
  return { ok: true, value: photoStore(db) };
}

function createStores(db: IDBDatabase) {
  const photos = db.createObjectStore(PHOTOS, { keyPath: 'id' });
  photos.createIndex(BY_JOB, ['serial', 'job']);
  photos.createIndex(BY_TAKEN, 'takenAt');
  db.createObjectStore(IMAGES, { keyPath: 'id' });
  db.createObjectStore(NOTES, { keyPath: ['serial', 'job'] });
}

function photoStore(db: IDBDatabase): PhotoStore {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const read = <T>(store: string, query: (s: IDBObjectStore) => IDBRequest<T>) =>
    requestResult(query(db.transaction(store, 'readonly').objectStore(store)));
  const records = (values: unknown[]) =>
    values.flatMap((v) => checked(v, photoRecordShape, 'photo') ?? []).sort(inOrderTaken);
  // a write the disk has no room for is the problem the screen shows; anything else is unexpected
  const write = async (stores: string[], work: (tx: IDBTransaction) => void): Promise<Stored> => {
    try {
      await writeTogether(db, stores, work);
    } catch (error) {
      if (isQuotaError(error)) return { ok: false, problem: 'storageFull' };
      throw error;
    }
    changed();
    return { ok: true, value: undefined };
  };
  const get = async (id: string) => checked(await read(PHOTOS, (s) => s.get(id)), photoRecordShape, 'photo');
  // read and written in one transaction: the sender marking a photo sent while the installer edits
  // its note must not write back the record as it was before the other change
  const update = (id: string, change: (record: PhotoRecord) => PhotoRecord) =>
    write([PHOTOS], (tx) => {
      const photos = tx.objectStore(PHOTOS);
      const request = photos.get(id);
      request.onsuccess = () => {
        const record = checked(request.result, photoRecordShape, 'photo');
        if (record) photos.put(change(record)); // none: removed meanwhile, nothing to change
      };
    });

  return {
    async add({ job, kind, phase, photo, note = '', takenAt = new Date() }) {
      const id = newPhotoId();
      const record: PhotoRecord = {
        id,
        serial: job.serial,
        job: job.job,
        kind,
        ...(phase ? { phase } : {}),
        takenAt: takenAt.toISOString(),
        note: note.slice(0, MAX_NOTE_LENGTH),
        sentNote: null,
        thumbnail: photo.thumbnail,
        imageBytes: photo.image.bytes.byteLength,
        imageType: photo.image.type,
        ...(photo.location ? { location: photo.location } : {}),
        sent: { state: 'waiting' },
      };
      // what is written is what is read back: a record that would not pass its own check is a bug here
      const problem = photoRecordShape(record, '') ?? imageRecordShape({ id, image: photo.image }, '');
      if (problem) throw new Error(`A photo that cannot be kept: ${problem}`);
      const image: ImageRecord = { id, image: photo.image };
      const done = await write([PHOTOS, IMAGES], (tx) => {
        tx.objectStore(PHOTOS).add(record);
        tx.objectStore(IMAGES).add(image);
      });
      return done.ok ? { ok: true, value: record } : done;
    },

    async list({ serial, job }) {
      return records(await read(PHOTOS, (s) => s.index(BY_JOB).getAll([serial, job])));
    },

    async listUnit(serial) {
      return records(await read(PHOTOS, (s) => s.index(BY_JOB).getAll(everyJobOf(serial))));
    },

    get,

    async image(id) {
      return checked(await read(IMAGES, (s) => s.get(id)), imageRecordShape, 'image')?.image;
    },

    setNote(id, note) {
      return update(id, (record) => ({ ...record, note: note.slice(0, MAX_NOTE_LENGTH) }));
    },

    async remove(id) {
      await write([PHOTOS, IMAGES], (tx) => {
        tx.objectStore(PHOTOS).delete(id);
        tx.objectStore(IMAGES).delete(id);
      });
    },

    async toSend() {
      return records(await read(PHOTOS, (s) => s.index(BY_TAKEN).getAll())).filter(hasSomethingToSend);
    },

    async refusedCount() {
      return records(await read(PHOTOS, (s) => s.getAll())).filter((p) => p.sent.state === 'refused').length;
    },

    markSent(id, sent, sentNote) {
      return update(id, (record) => ({ ...record, sent, ...(sentNote !== undefined ? { sentNote } : {}) }));
    },

    markNoteRefused(id, note, reason) {
      return update(id, (record) => ({ ...record, noteRefused: { note, reason } }));
    },

    async jobNote({ serial, job }) {
      return checked(await read(NOTES, (s) => s.get([serial, job])), jobNoteShape, 'job note')?.text ?? '';
    },

    async unitJobNote(serial) {
      const notes = (await read(NOTES, (s) => s.getAll(everyJobOf(serial))))
        .flatMap((v) => checked(v, jobNoteShape, 'job note') ?? [])
        .filter((n) => n.text.trim() !== '')
        .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
      return notes[0]?.text ?? '';
    },

    setJobNote({ serial, job }, text) {
      const note: JobNote = {
        serial,
        job,
        text: text.slice(0, MAX_JOB_NOTE_LENGTH),
        updatedAt: new Date().toISOString(),
      };
      return write([NOTES], (tx) => tx.objectStore(NOTES).put(note));
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    close() {
      listeners.clear();
      db.close();
    },
  };
}

// [serial, job] keys of one serial, whatever the job: an array sorts after every string in IndexedDB,
// so [serial] … [serial, []] holds [serial, 'j1'], [serial, 'j2'] and no other serial's
function everyJobOf(serial: string): IDBKeyRange {
  return IDBKeyRange.bound([serial], [serial, []]);
}

// the order taken; two taken in the same millisecond by id, so the order is the same on every read
function inOrderTaken(a: PhotoRecord, b: PhotoRecord): number {
  return a.takenAt < b.takenAt ? -1 : a.takenAt > b.takenAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
