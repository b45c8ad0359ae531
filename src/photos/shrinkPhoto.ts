// A photo as the camera gave it (often 3 to 12 MB, sometimes 40) → one small enough to keep on the
// phone and send from a roof: the longest side at most 1600 px, JPEG (WebP where the browser encodes
// it and it comes out smaller), the quality lowered step by step until it is well under the 500 KB
// the app promises the server (which refuses over 1,000,000 bytes). Encoding again drops every EXIF
// tag, the GPS position with them; an installer who keeps the location gets it on the photo's record
// (exifLocation.ts), never in the image. A 240 px thumbnail is made for the tiles.
// The pixels (decoding, drawing, encoding) are behind PixelWork: the browser's is canvasPixels.ts,
// and this loop, the magic-number check and the EXIF reader are tested without a browser.
import { EXIF_HEAD_BYTES, exifLocation, type PhotoLocation } from './exifLocation.ts';
import { imageTypeOf, photoContentType } from './imageType.ts';

export type PhotoContentType = 'image/jpeg' | 'image/webp';

export interface DecodedImage {
  /** after the camera's rotation is applied: a portrait photo is taller than wide */
  width: number;
  height: number;
  close(): void;
}

export interface PixelWork<I extends DecodedImage = DecodedImage> {
  /** rejects when the phone cannot decode the file (HEIC in Chrome, a truncated file) */
  decode(file: Blob): Promise<I>;
  /** the image drawn at width × height and encoded; null when the browser could not. A browser that
   *  cannot encode WebP answers another type (Safari: PNG), which the bytes' magic number shows. */
  encode(image: I, width: number, height: number, type: PhotoContentType, quality: number): Promise<Blob | null>;
}

export interface EncodedImage {
  bytes: ArrayBuffer;
  type: PhotoContentType;
  width: number;
  height: number;
}

export interface ShrunkPhoto {
  image: EncodedImage;
  thumbnail: EncodedImage;
  /** only when the installer chose to keep it and the original carried one */
  location?: PhotoLocation;
}

/** each has its words under photos.problems.* (photoProblems.ts) */
export type ShrinkProblem = 'notAnImage' | 'cannotDecode' | 'tooLarge' | 'cannotShrink';
export type ShrinkResult = { ok: true; photo: ShrunkPhoto } | { ok: false; problem: ShrinkProblem };

/** a camera's largest JPEGs are about 40 MB (200 MP); a bigger file is not a photo to shrink on a phone */
export const MAX_ORIGINAL_BYTES = 64 * 1024 * 1024;
/** decoded, 4 bytes a pixel: 200 MP is 800 MB, about what a phone's browser still gives one image */
export const MAX_ORIGINAL_PIXELS = 200_000_000;
export const LONGEST_SIDE = 1600;
/** "well under" 500 KB: the aim; nothing over MAX_PHOTO_BYTES is ever kept */
export const TARGET_BYTES = 400_000;
export const MAX_PHOTO_BYTES = 500_000;
export const THUMBNAIL_SIDE = 240;
// tried in order until the photo is under TARGET_BYTES: the quality first, then the size
const QUALITIES = [0.85, 0.78, 0.7, 0.62, 0.55, 0.48, 0.4];
const SIDES = [LONGEST_SIDE, 1280, 1024];
const THUMBNAIL_QUALITY = 0.7;

export async function shrinkPhoto<I extends DecodedImage>(
  file: Blob,
  { pixels, keepLocation }: { pixels: PixelWork<I>; keepLocation: boolean },
): Promise<ShrinkResult> {
  if (file.size > MAX_ORIGINAL_BYTES) return { ok: false, problem: 'tooLarge' }; // not read at all
  const head = new Uint8Array(await file.slice(0, EXIF_HEAD_BYTES).arrayBuffer());
  const type = imageTypeOf(head);
  if (!type) return { ok: false, problem: 'notAnImage' };
  const location = keepLocation && type === 'jpeg' ? exifLocation(head) : undefined;

  let image: I;
  try {
    image = await pixels.decode(file);
  } catch {
    return { ok: false, problem: 'cannotDecode' };
  }
  try {
    if (!(image.width > 0 && image.height > 0)) return { ok: false, problem: 'cannotDecode' };
    if (image.width * image.height > MAX_ORIGINAL_PIXELS) return { ok: false, problem: 'tooLarge' };
    const encoder = smallestEncoder(pixels, image);
    const shrunk = await smallEnough(encoder, image);
    if (!shrunk) return { ok: false, problem: 'cannotShrink' };
    const [tw, th] = fit(image.width, image.height, THUMBNAIL_SIDE);
    const thumbnail = await encoder(tw, th, THUMBNAIL_QUALITY);
    if (!thumbnail) return { ok: false, problem: 'cannotShrink' };
    return { ok: true, photo: { image: shrunk, thumbnail, ...(location ? { location } : {}) } };
  } finally {
    image.close();
  }
}

type Encoder = (width: number, height: number, quality: number) => Promise<EncodedImage | undefined>;

/** JPEG, and WebP as long as the browser really makes WebP: whichever is smaller */
function smallestEncoder<I extends DecodedImage>(pixels: PixelWork<I>, image: I): Encoder {
  let webp = true;
  const one = async (width: number, height: number, type: PhotoContentType, quality: number) => {
    const blob = await pixels.encode(image, width, height, type, quality);
    if (!blob) return undefined;
    const bytes = await blob.arrayBuffer();
    // the bytes say what was made, whatever blob.type claims
    return photoContentType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength))) === type
      ? { bytes, type, width, height }
      : undefined;
  };
  return async (width, height, quality) => {
    const jpeg = await one(width, height, 'image/jpeg', quality);
    const other = webp ? await one(width, height, 'image/webp', quality) : undefined;
    if (webp && !other) webp = false; // Safari answers PNG: not asked again for this photo
    if (!jpeg || !other) return jpeg ?? other;
    return other.bytes.byteLength < jpeg.bytes.byteLength ? other : jpeg;
  };
}

/**
 * The first of the sizes × qualities under TARGET_BYTES: the best-looking photo that fits. A photo
 * no setting brings under the aim (a very detailed scene) is kept at its smallest if that is under
 * MAX_PHOTO_BYTES.
 */
async function smallEnough(encode: Encoder, image: DecodedImage): Promise<EncodedImage | undefined> {
  let smallest: EncodedImage | undefined;
  let lastWidth = 0;
  for (const side of SIDES) {
    const [width, height] = fit(image.width, image.height, side);
    if (width === lastWidth) continue; // a small original: the smaller side gives the same size again
    lastWidth = width;
    for (const quality of QUALITIES) {
      const made = await encode(width, height, quality);
      if (!made) continue;
      if (made.bytes.byteLength <= TARGET_BYTES) return made;
      if (!smallest || made.bytes.byteLength < smallest.bytes.byteLength) smallest = made;
    }
  }
  return smallest && smallest.bytes.byteLength <= MAX_PHOTO_BYTES ? smallest : undefined;
}

/** 4000 × 3000 at 1600 → 1600 × 1200; never made larger */
export function fit(width: number, height: number, longest: number): [number, number] {
  const scale = Math.min(1, longest / Math.max(width, height));
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}
