// Real JPEGs for the photo tests: a 16 × 12 orange image made by ffmpeg (any decoder opens it), and
// the same image with an EXIF APP1 segment carrying GPS tags spliced in after its start marker, as a
// phone's camera writes them (IFD0 → GPSInfo pointer → GPS IFD with refs and ° ′ ″ rationals).

/** ffmpeg -f lavfi -i color=c=orange:s=16x12 -frames:v 1 -q:v 5 tiny.jpg */
export const TINY_JPEG = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgKCgsKCw0NDQ0NDRAPEBAQEBAQEBAQEBASEhIVFRUSEhIQEBISFBQVFRcXFxUVFRUXFxkZGR4eHBwjIyQrKzP/xABMAAEBAAAAAAAAAAAAAAAAAAAABgEBAQAAAAAAAAAAAAAAAAAABgcQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAAMABADASIAAhEAAxEA/9oADAMBAAIRAxEAPwCtAR06f//Z',
  ),
  (c) => c.charCodeAt(0),
);

/** degrees, minutes and seconds as EXIF rationals [numerator, denominator] × 3 */
export type Dms = [[number, number], [number, number], [number, number]];

export interface GpsTags {
  latRef: string;
  lat: Dms;
  lonRef: string;
  lon: Dms;
}

/** 33° 52′ 4.08″ S, 151° 12′ 26.28″ E: 1 Martin Place, Sydney (-33.8678, 151.2073) */
export const SYDNEY: GpsTags = {
  latRef: 'S',
  lat: [
    [33, 1],
    [52, 1],
    [408, 100],
  ],
  lonRef: 'E',
  lon: [
    [151, 1],
    [12, 1],
    [2628, 100],
  ],
};

/** The TIFF block of an EXIF segment: IFD0 with only the GPS pointer, then the GPS IFD and its rationals. */
export function exifTiff(gps: GpsTags | undefined, { littleEndian = true } = {}): Uint8Array {
  const bytes = new Uint8Array(128);
  const view = new DataView(bytes.buffer);
  const u16 = (at: number, v: number) => view.setUint16(at, v, littleEndian);
  const u32 = (at: number, v: number) => view.setUint32(at, v, littleEndian);
  bytes.set(littleEndian ? [0x49, 0x49] : [0x4d, 0x4d], 0);
  u16(2, 42);
  u32(4, 8);
  // IFD0 at 8: one entry (GPSInfo, LONG, 1, → 26), or an ImageWidth only when there is no GPS
  u16(8, 1);
  if (gps) {
    u16(10, 0x8825);
    u16(12, 4);
    u32(14, 1);
    u32(18, 26);
  } else {
    u16(10, 0x0100);
    u16(12, 4);
    u32(14, 1);
    u32(18, 16);
  }
  u32(22, 0); // no next IFD
  if (!gps) return bytes.subarray(0, 26);
  // the GPS IFD at 26: four entries, the rationals after it at 80 and 104
  u16(26, 4);
  const entry = (i: number, tag: number, type: number, count: number, value: (at: number) => void) => {
    const at = 28 + i * 12;
    u16(at, tag);
    u16(at + 2, type);
    u32(at + 4, count);
    value(at + 8);
  };
  const ascii = (text: string) => (at: number) => bytes.set([text.charCodeAt(0), 0], at);
  entry(0, 1, 2, 2, ascii(gps.latRef));
  entry(1, 2, 5, 3, (at) => u32(at, 80));
  entry(2, 3, 2, 2, ascii(gps.lonRef));
  entry(3, 4, 5, 3, (at) => u32(at, 104));
  u32(76, 0);
  const rationals = (at: number, dms: Dms) =>
    dms.forEach(([n, d], i) => {
      u32(at + i * 8, n);
      u32(at + i * 8 + 4, d);
    });
  rationals(80, gps.lat);
  rationals(104, gps.lon);
  return bytes;
}

/** `jpeg` with an APP1 'Exif' segment holding `tiff` right after its start marker (FF D8) */
export function withExif(jpeg: Uint8Array, tiff: Uint8Array): Uint8Array<ArrayBuffer> {
  const segment = new Uint8Array(4 + 6 + tiff.length);
  segment.set([0xff, 0xe1, ((segment.length - 2) >> 8) & 0xff, (segment.length - 2) & 0xff], 0);
  segment.set([0x45, 0x78, 0x69, 0x66, 0, 0], 4); // 'Exif\0\0'
  segment.set(tiff, 10);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2), 0);
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}
