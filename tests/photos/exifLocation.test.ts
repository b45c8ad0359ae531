// @vitest-environment node
// The GPS position in a camera's JPEG, read by a bounded EXIF reader: the real JPEGs here carry GPS
// tags as a phone writes them (ffprobe reads the same values from them); a broken or hostile file
// gives no location and never an exception.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exifLocation } from '../../src/photos/exifLocation';
import { exifTiff, SYDNEY, TINY_JPEG, withExif, type GpsTags } from './support/jpegWithGps';

const BERLIN: GpsTags = {
  latRef: 'N',
  lat: [
    [52, 1],
    [31, 1],
    [1234, 100],
  ],
  lonRef: 'E',
  lon: [
    [13, 1],
    [24, 1],
    [3600, 100],
  ],
};

describe('exifLocation', () => {
  it.each([
    ['Sydney, little-endian (Android)', SYDNEY, true, { latitude: -33.8678, longitude: 151.2073 }],
    ['Sydney, big-endian (iPhone)', SYDNEY, false, { latitude: -33.8678, longitude: 151.2073 }],
    ['Berlin', BERLIN, true, { latitude: 52.520094, longitude: 13.41 }],
    ['west of Greenwich', { ...BERLIN, lonRef: 'W' }, false, { latitude: 52.520094, longitude: -13.41 }],
  ])('reads %s', (_, gps, littleEndian, expected) => {
    expect(exifLocation(withExif(TINY_JPEG, exifTiff(gps, { littleEndian })))).toEqual(expected);
  });

  it('finds none in a JPEG without EXIF, or with EXIF but no GPS', () => {
    expect(exifLocation(TINY_JPEG)).toBeUndefined();
    expect(exifLocation(withExif(TINY_JPEG, exifTiff(undefined)))).toBeUndefined();
  });

  it('finds none in what is not a JPEG', () => {
    expect(exifLocation(new TextEncoder().encode('%PDF-1.7 Exif'))).toBeUndefined();
    expect(exifLocation(new Uint8Array(0))).toBeUndefined();
  });

  it.each([
    ['a reference that is not N or S', { ...SYDNEY, latRef: 'X' }],
    [
      'a zero denominator',
      {
        ...SYDNEY,
        lat: [
          [33, 0],
          [52, 1],
          [408, 100],
        ] as GpsTags['lat'],
      },
    ],
    [
      'a latitude over 90°',
      {
        ...SYDNEY,
        lat: [
          [91, 1],
          [0, 1],
          [0, 1],
        ] as GpsTags['lat'],
      },
    ],
    [
      'a longitude over 180°',
      {
        ...SYDNEY,
        lon: [
          [181, 1],
          [0, 1],
          [0, 1],
        ] as GpsTags['lon'],
      },
    ],
  ])('finds none with %s', (_, gps) => {
    expect(exifLocation(withExif(TINY_JPEG, exifTiff(gps)))).toBeUndefined();
  });

  it('finds none when the GPS pointer leads outside the segment', () => {
    const tiff = exifTiff(SYDNEY);
    new DataView(tiff.buffer).setUint32(18, 0xfffffff0, true);
    expect(exifLocation(withExif(TINY_JPEG, tiff))).toBeUndefined();
  });

  it('finds none when the GPS IFD claims more entries than the segment holds', () => {
    const tiff = exifTiff(SYDNEY);
    new DataView(tiff.buffer).setUint16(26, 60000, true);
    expect(exifLocation(withExif(TINY_JPEG, tiff))).toBeUndefined();
  });

  it('stops at the image data: EXIF after the start of scan is not read', () => {
    const sos = TINY_JPEG.findIndex((b, i) => b === 0xff && TINY_JPEG[i + 1] === 0xda);
    const exif = withExif(new Uint8Array([0xff, 0xd8]), exifTiff(SYDNEY)).subarray(2);
    const late = new Uint8Array([...TINY_JPEG.subarray(0, sos + 2), ...exif, ...TINY_JPEG.subarray(sos + 2)]);
    expect(exifLocation(late)).toBeUndefined();
  });

  it('stops after a bounded number of segments', () => {
    const comment = [0xff, 0xfe, 0x00, 0x04, 0x41, 0x42]; // a 2-byte COM segment
    const many = new Uint8Array([0xff, 0xd8, ...Array.from({ length: 40 }, () => comment).flat()]);
    const exif = withExif(many, exifTiff(SYDNEY));
    expect(exifLocation(exif)).toEqual({ latitude: -33.8678, longitude: 151.2073 }); // first: found
    const afterMany = new Uint8Array([
      ...many,
      ...withExif(new Uint8Array([0xff, 0xd8]), exifTiff(SYDNEY)).subarray(2),
    ]);
    expect(exifLocation(afterMany)).toBeUndefined();
  });

  it('never throws, and gives a position on the globe or none, for every cut and every changed byte', () => {
    const good = withExif(TINY_JPEG, exifTiff(SYDNEY));
    for (let n = 0; n <= good.length; n++) expect(() => exifLocation(good.subarray(0, n))).not.toThrow();
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(good.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        (changes) => {
          const bytes = good.slice();
          for (const [at, value] of changes) bytes[at] = value;
          const found = exifLocation(bytes);
          if (found) {
            expect(Math.abs(found.latitude)).toBeLessThanOrEqual(90);
            expect(Math.abs(found.longitude)).toBeLessThanOrEqual(180);
          }
        },
      ),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (tail) => {
        expect(() => exifLocation(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, ...tail]))).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});
