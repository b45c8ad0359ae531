// getPhoto's answer is the image itself, not JSON, so no schema checks it: it is checked here, by its
// Content-Type (one of the two the contract names), its size (at most putPhoto's x-max-bytes) and its
// first bytes (the magic number of the type it says it is), before any screen shows it.
import { photoContentType } from '../photos/imageType.ts';
import type * as T from './types';

/** a photo's image as the server answered it: a Blob, so the bytes stay out of the page's JS heap */
export interface PhotoImage {
  image: Blob;
  contentType: T.Photo['contentType'];
}

/** putPhoto's x-max-bytes: the server keeps nothing bigger, so it answers nothing bigger */
const MAX_PHOTO_BYTES = 1_000_000;

/** why an answer of getPhoto breaks the contract, or undefined when it keeps it */
export async function photoImageProblem(data: unknown): Promise<string | undefined> {
  const { image, contentType } = data as Partial<PhotoImage>;
  if (!(image instanceof Blob)) return 'getPhoto /: the answer is not an image';
  if (contentType !== 'image/jpeg' && contentType !== 'image/webp')
    return `getPhoto /: Content-Type ${JSON.stringify(contentType ?? null)} is not image/jpeg or image/webp`;
  if (image.size === 0 || image.size > MAX_PHOTO_BYTES)
    return `getPhoto /: ${image.size} bytes, not 1 to ${MAX_PHOTO_BYTES}`;
  const head = new Uint8Array(await image.slice(0, 16).arrayBuffer());
  if (photoContentType(head) !== contentType) return `getPhoto /: the bytes are not an image of type ${contentType}`;
  return undefined;
}
