// Where a JPEG was taken, from its EXIF GPS tags, for an installer who chose to keep the location: the
// shrunk image is encoded again and carries no EXIF at all, so the place is kept on the photo's record
// instead. A camera's file is not trusted: every offset is checked against the bytes there are, the
// walk is bounded (segments, entries), and anything odd means "no location", never an exception.
//
// The layout read (JPEG, then TIFF inside the APP1 segment):
//   FF D8 | FF E1 len 'Exif\0\0' [TIFF: 'II'|'MM' 42 ifd0] … | FF DA (image data: stop)
//   IFD0 entry 0x8825 → the GPS IFD: 1 LatRef 'N'|'S', 2 Lat 3 rationals (° ′ ″), 3 LonRef 'E'|'W', 4 Lon

export interface PhotoLocation {
  latitude: number;
  longitude: number;
}

/** EXIF sits in the first segments: the APP1 segment is at most 64 KB, after at most a few others */
export const EXIF_HEAD_BYTES = 128 * 1024;
const MAX_SEGMENTS = 32;
const MAX_ENTRIES = 512;

const GPS_IFD_POINTER = 0x8825;
const GPS_LATITUDE_REF = 1;
const GPS_LATITUDE = 2;
const GPS_LONGITUDE_REF = 3;
const GPS_LONGITUDE = 4;
const ASCII = 2;
const RATIONAL = 5;

/** The GPS position in a JPEG's EXIF (its first EXIF_HEAD_BYTES are enough), or undefined. */
export function exifLocation(jpeg: Uint8Array): PhotoLocation | undefined {
  try {
    const tiff = exifTiff(jpeg);
    return tiff ? gpsOf(tiff) : undefined;
  } catch {
    return undefined; // an offset the checks below let through still only reads out of range: no location
  }
}

/** the TIFF block inside the APP1 'Exif' segment */
function exifTiff(bytes: Uint8Array): DataView | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 4 || view.getUint16(0) !== 0xffd8) return undefined;
  let at = 2;
  for (let n = 0; n < MAX_SEGMENTS && at + 4 <= bytes.length; n++) {
    if (bytes[at] !== 0xff) return undefined; // lost in the file: give up rather than guess
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return undefined; // image data or the end: no EXIF before it
    const length = view.getUint16(at + 2); // counts its own two bytes
    if (length < 2) return undefined;
    const start = at + 4;
    const end = at + 2 + length;
    if (marker === 0xe1 && end <= bytes.length && length >= 8 && ascii(bytes, start, start + 6) === 'Exif\0\0')
      return new DataView(bytes.buffer, bytes.byteOffset + start + 6, end - start - 6);
    at = end;
  }
  return undefined;
}

function gpsOf(tiff: DataView): PhotoLocation | undefined {
  if (tiff.byteLength < 8) return undefined;
  const order = tiff.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return undefined; // 'II' little-endian, 'MM' big-endian
  const little = order === 0x4949;
  const u16 = (at: number) => tiff.getUint16(at, little);
  const u32 = (at: number) => tiff.getUint32(at, little);
  if (u16(2) !== 42) return undefined;

  const entries = (ifd: number): Map<number, { type: number; count: number; valueAt: number }> | undefined => {
    if (ifd < 8 || ifd + 2 > tiff.byteLength) return undefined;
    const count = u16(ifd);
    if (count > MAX_ENTRIES || ifd + 2 + count * 12 > tiff.byteLength) return undefined;
    const found = new Map<number, { type: number; count: number; valueAt: number }>();
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12;
      const type = u16(entry + 2);
      const n = u32(entry + 4);
      const size = n * (type === RATIONAL ? 8 : type === ASCII ? 1 : 4);
      // up to four bytes sit in the entry itself; more are elsewhere, at the offset it holds
      found.set(u16(entry), { type, count: n, valueAt: size <= 4 ? entry + 8 : u32(entry + 8) });
    }
    return found;
  };

  const gpsPointer = entries(u32(4))?.get(GPS_IFD_POINTER);
  if (!gpsPointer) return undefined;
  const gps = entries(u32(gpsPointer.valueAt));
  if (!gps) return undefined;

  const ref = (tag: number) => {
    const e = gps.get(tag);
    return e && e.type === ASCII && e.count >= 1 ? String.fromCharCode(tiff.getUint8(e.valueAt)) : undefined;
  };
  // 33° 52′ 4.08″ → 33.8678
  const degrees = (tag: number) => {
    const e = gps.get(tag);
    if (!e || e.type !== RATIONAL || e.count !== 3 || e.valueAt + 24 > tiff.byteLength) return undefined;
    const part = (i: number) => {
      const denominator = u32(e.valueAt + i * 8 + 4);
      return denominator === 0 ? NaN : u32(e.valueAt + i * 8) / denominator;
    };
    const value = part(0) + part(1) / 60 + part(2) / 3600;
    return Number.isFinite(value) ? value : undefined;
  };

  const latRef = ref(GPS_LATITUDE_REF);
  const lonRef = ref(GPS_LONGITUDE_REF);
  const lat = degrees(GPS_LATITUDE);
  const lon = degrees(GPS_LONGITUDE);
  if (lat === undefined || lon === undefined || lat > 90 || lon > 180) return undefined;
  if ((latRef !== 'N' && latRef !== 'S') || (lonRef !== 'E' && lonRef !== 'W')) return undefined;
  return { latitude: round(latRef === 'S' ? -lat : lat), longitude: round(lonRef === 'W' ? -lon : lon) };
}

// six decimals are about 0.1 m: more is the rationals' arithmetic, not the camera's precision
function round(degrees: number): number {
  return Math.round(degrees * 1e6) / 1e6;
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}
