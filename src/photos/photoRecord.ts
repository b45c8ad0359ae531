// What the phone keeps of each photo, and the shapes every record read back from IndexedDB must have
// before anything uses it: storage is outside the app (another version, a browser bug, a person with
// the developer tools), so a record is checked deeply, bytes included, the way src/state/persist.ts
// checks localStorage. No side effects: importing this opens nothing.
import type { Phase, PhotoKind } from '../api/types.ts';
import {
  int,
  nullable,
  num,
  object,
  oneOf,
  optional,
  storedSerial,
  str,
  strWhere,
  where,
  type Shape,
} from '../state/shape.ts';
import type { PhotoLocation } from './exifLocation.ts';
import { photoContentType } from './imageType.ts';
import { PHOTO_ID } from './photoId.ts';
import { MAX_PHOTO_BYTES, type PhotoContentType } from './shrinkPhoto.ts';

/** one commissioning job of one unit: the serial the photos are sent for, and the job they belong to */
export interface JobKey {
  serial: string;
  /** the app's name for the job (a unit may be commissioned again later); opaque here */
  job: string;
}

/** where a photo is on its way to the server */
export type SentState =
  | { state: 'waiting' }
  | { state: 'sent' }
  // 413, 415, 409 and other refusals: sending the same bytes again cannot succeed
  | { state: 'refused'; status: number; reason: string };

export interface KeptImage {
  bytes: ArrayBuffer;
  type: PhotoContentType;
  width: number;
  height: number;
}

/** A photo as listed: everything but the full image, which is read alone when it is sent or opened. */
export interface PhotoRecord extends JobKey {
  id: string;
  kind: PhotoKind;
  phase?: Phase;
  /** ISO 8601 in UTC ('2025-03-14T09:26:53.000Z'): sorts as text in the order taken */
  takenAt: string;
  note: string;
  /** the note the server has: '' once the photo is received, null before; differs from `note` → send it */
  sentNote: string | null;
  thumbnail: KeptImage;
  /** the full image's size and type, for the tile's "1.2 MB" without reading it */
  imageBytes: number;
  imageType: PhotoContentType;
  location?: PhotoLocation;
  sent: SentState;
  /** a note the server refused (the photo itself is there): not sent again until it is changed */
  noteRefused?: { note: string; reason: string };
}

/** the full image, kept apart from its record */
export interface ImageRecord {
  id: string;
  image: KeptImage;
}

export interface JobNote extends JobKey {
  text: string;
  updatedAt: string;
}

export const MAX_NOTE_LENGTH = 1000; // the contract's PhotoNoteRequest
export const MAX_JOB_NOTE_LENGTH = 10_000;
const MAX_THUMBNAIL_BYTES = 200_000;
const MAX_SIDE = 10_000;

const iso = strWhere((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(s), 'a time in ISO 8601, UTC');
const photoId = strWhere((s) => PHOTO_ID.test(s), 'a photo id (a lower-case UUID)');
const kind = strWhere((s) => /^[a-z][A-Za-z0-9]*$/.test(s) && s.length <= 40, 'a photo kind');
const note = (max: number) => strWhere((s) => s.length <= max, `a text of at most ${max} characters`);

/** image bytes whose magic number is the type they are kept as, and not over `max` */
function keptImage(max: number): Shape<KeptImage> {
  const fields = object<KeptImage>({
    bytes: arrayBuffer(max),
    type: oneOf('image/jpeg', 'image/webp'),
    width: int(1, MAX_SIDE),
    height: int(1, MAX_SIDE),
  });
  return where(
    fields,
    (image) => photoContentType(new Uint8Array(image.bytes, 0, Math.min(16, image.bytes.byteLength))) === image.type,
    'bytes of the image type they are kept as',
  );
}

function arrayBuffer(max: number): Shape<ArrayBuffer> {
  // by its tag, not instanceof: a value from storage may come from another realm (a test's, a frame's)
  return (v, at) =>
    Object.prototype.toString.call(v) === '[object ArrayBuffer]' &&
    (v as ArrayBuffer).byteLength > 0 &&
    (v as ArrayBuffer).byteLength <= max
      ? undefined
      : `${at}: expected image bytes, at most ${max}`;
}

const sentShape: Shape<SentState> = (v, at) => {
  const state = object<{ state: SentState['state'] }>({ state: oneOf('waiting', 'sent', 'refused') })(v, at);
  if (state) return state;
  return (v as SentState).state === 'refused'
    ? object<{ status: number; reason: string }>({ status: int(0, 599), reason: str })(v, at)
    : undefined;
};

const locationShape = where(
  object<PhotoLocation>({ latitude: num, longitude: num }),
  (l) => Math.abs(l.latitude) <= 90 && Math.abs(l.longitude) <= 180,
  'a position on the globe',
);

export const photoRecordShape: Shape<PhotoRecord> = object<PhotoRecord>({
  id: photoId,
  serial: where(storedSerial, (s) => s !== '', 'a serial number'),
  job: str,
  kind,
  phase: optional(oneOf('L1', 'L2', 'L3')),
  takenAt: iso,
  note: note(MAX_NOTE_LENGTH),
  sentNote: nullable(note(MAX_NOTE_LENGTH)),
  thumbnail: keptImage(MAX_THUMBNAIL_BYTES),
  imageBytes: int(1, MAX_PHOTO_BYTES),
  imageType: oneOf('image/jpeg', 'image/webp'),
  location: optional(locationShape),
  sent: sentShape,
  noteRefused: optional(object<{ note: string; reason: string }>({ note: str, reason: str })),
});

export const imageRecordShape: Shape<ImageRecord> = object<ImageRecord>({
  id: photoId,
  image: keptImage(MAX_PHOTO_BYTES),
});

export const jobNoteShape: Shape<JobNote> = object<JobNote>({
  serial: storedSerial,
  job: str,
  text: note(MAX_JOB_NOTE_LENGTH),
  updatedAt: iso,
});

/** the record when it has its shape; undefined, with a warning that says why, when it has not */
export function checked<T>(value: unknown, shape: Shape<T>, what: string): T | undefined {
  if (value === undefined) return undefined; // none stored: nothing to warn about
  const problem = shape(value, '');
  if (problem === undefined) return value as T;
  console.warn(`Ignoring a stored ${what}: it is not in the format this version reads (${problem}).`);
  return undefined;
}
