// What a picked file is, by its first bytes (its magic number), not by its name or MIME type: a
// phone may label a PDF `image/jpeg` after a rename, or give no type at all. Whether the phone can
// then decode it (HEIC in Chrome, for one) is the decoder's answer, not this one's.

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'bmp' | 'heic' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

// ISO base media files (HEIC, AVIF) say what they are in the `ftyp` box's major brand
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 *   FF D8 FF …                     → 'jpeg'
 *   89 'PNG' 0D 0A 1A 0A           → 'png'
 *   'RIFF' size 'WEBP'             → 'webp'
 *   'GIF87a' | 'GIF89a'            → 'gif'
 *   'BM'                           → 'bmp'
 *   size 'ftyp' 'heic' (or mif1…)  → 'heic';  size 'ftyp' 'avif' → 'avif'
 *   '%PDF-1.7' …                   → undefined
 */
export function imageTypeOf(head: Uint8Array): ImageType | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head[0] === 0x89 && ascii(head, 1, 4) === 'PNG' && head[4] === 0x0d && head[5] === 0x0a)
    return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 6 && /^GIF8[79]a$/.test(ascii(head, 0, 6))) return 'gif';
  // 'BM' alone is two letters any text file may start with: a BMP also has its header size at 14
  if (head.length >= 16 && ascii(head, 0, 2) === 'BM' && [12, 40, 52, 56, 64, 108, 124].includes(head[14]))
    return 'bmp';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (HEIC_BRANDS.has(brand)) return 'heic';
    if (AVIF_BRANDS.has(brand)) return 'avif';
  }
  return undefined;
}

/** the type the server takes a photo as, when the bytes are one (its own check is the same magic number) */
export function photoContentType(head: Uint8Array): 'image/jpeg' | 'image/webp' | undefined {
  const type = imageTypeOf(head);
  return type === 'jpeg' ? 'image/jpeg' : type === 'webp' ? 'image/webp' : undefined;
}
