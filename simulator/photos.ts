// Photos of a job (putPhoto, notePhoto, listPhotos, getPhoto in openapi.yaml): the one request body
// that is not JSON. What an image must be, the refusals' words, and the in-memory store, per serial.
import { operations } from './contract';
import type { components } from '../src/api/schema';

export type Photo = components['schemas']['Photo'];
type PhotoType = Photo['contentType'];

// putPhoto's requestBody in the document says what a photo may be: its media types and x-max-bytes
const upload = operations.find((op) => op.operationId === 'putPhoto')?.upload;
if (!upload) throw new Error('openapi.yaml: putPhoto has no image body with x-max-bytes');

/** the media types a photo may be sent as: image/jpeg and image/webp */
export const PHOTO_TYPES = upload.types as readonly PhotoType[];
/** the most bytes a photo may have: 1,000,000 (the app sends well under 500 KB) */
export const MAX_PHOTO_BYTES = upload.maxBytes;

export const NOT_A_PHOTO = 'Unsupported media type: a photo must be a JPEG or WebP image';
export const PHOTO_CONFLICT =
  'Conflict: this photo id was already sent with another image, kind or phase; a new photo needs a new id';
export const NO_SUCH_PHOTO = 'No such photo';

/** 1000000 → `1,000,000 bytes (1 MB)` */
export function photoTooLarge(maxBytes: number): string {
  return `Payload too large: a photo may have at most ${maxBytes.toLocaleString('en-US')} bytes (${maxBytes / 1_000_000} MB)`;
}

/** `image/JPEG; foo=bar` → `image/jpeg`; undefined when it is not a photo type */
export function photoType(contentType: string | undefined): PhotoType | undefined {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return PHOTO_TYPES.find((t) => t === type);
}

/**
 * The bytes are an image of the type they were sent as, by its magic number: JPEG starts FF D8 FF,
 * WebP is a RIFF container whose form type is WEBP (`RIFF`, four bytes of size, `WEBP`). Nothing is
 * decoded: a server keeps what it was given, the app made it.
 */
export function isPhoto(type: PhotoType, bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  switch (type) {
    case 'image/jpeg':
      return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/webp':
      return bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
    default:
      return false;
  }
}

interface Kept {
  record: Photo;
  data: Uint8Array<ArrayBuffer>;
}

/** what the simulator received, per serial and photo id; the model's reset() clears it */
export class PhotoStore {
  private readonly bySerial = new Map<string, Map<string, Kept>>();

  get(serial: string, id: string): Kept | undefined {
    return this.bySerial.get(serial)?.get(id);
  }

  add(record: Photo, data: Uint8Array<ArrayBuffer>): void {
    let photos = this.bySerial.get(record.serial);
    if (!photos) this.bySerial.set(record.serial, (photos = new Map()));
    photos.set(record.id, { record, data });
  }

  /** a unit's photos in the order taken; those taken at the same instant in the order received */
  list(serial: string): Photo[] {
    const photos = [...(this.bySerial.get(serial)?.values() ?? [])].map((k) => k.record);
    // the times may carry any offset; one Date cannot read (a leap second) goes last. A stable
    // sort keeps the order received among equal times.
    const instant = (p: Photo) => {
      const t = Date.parse(p.takenAt);
      return Number.isNaN(t) ? Infinity : t;
    };
    return photos.sort((a, b) => (instant(a) === instant(b) ? 0 : instant(a) < instant(b) ? -1 : 1));
  }

  /** for GET /__sim/records: every photo, without its bytes */
  summaries(): Pick<Photo, 'id' | 'serial' | 'kind' | 'phase' | 'bytes' | 'sha256' | 'note'>[] {
    return [...this.bySerial.values()].flatMap((photos) =>
      [...photos.values()].map(({ record: { id, serial, kind, phase, bytes, sha256, note } }) => ({
        id,
        serial,
        kind,
        ...(phase ? { phase } : {}),
        bytes,
        sha256,
        note,
      })),
    );
  }

  clear(): void {
    this.bySerial.clear();
  }
}
