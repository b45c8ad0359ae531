// @vitest-environment node
// A picked file is a photo by its first bytes, whatever its name or MIME type say.
import { describe, expect, it } from 'vitest';
import { imageTypeOf, photoContentType } from '../../src/photos/imageType';
import { TINY_JPEG } from './support/jpegWithGps';
import { webpBytes } from '../simulator/helpers';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('imageTypeOf', () => {
  it.each([
    ['a real JPEG', TINY_JPEG, 'jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'png'],
    ['a WebP', webpBytes(64), 'webp'],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0]), 'gif'],
    ['a BMP', bytes('BM', [0, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0]), 'bmp'],
    ["an iPhone's HEIC", bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0]), 'heic'],
    ['a HEIF of brand mif1', bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0]), 'heic'],
    ['an AVIF', bytes([0, 0, 0, 28], 'ftypavif', [0, 0, 0, 0]), 'avif'],
  ] as const)('knows %s', (_, head, type) => {
    expect(imageTypeOf(head)).toBe(type);
  });

  it.each([
    ['a PDF (renamed photo.jpg, typed image/jpeg)', bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['a text file', bytes('Meter board notes: L1 clamp')],
    ['a text starting BM', bytes('BM is the site manager, call him')],
    ['an MP4 video', bytes([0, 0, 0, 32], 'ftypisom', [0, 0, 2, 0])],
    ['a ZIP', bytes('PK', [3, 4, 20, 0, 0, 0, 8, 0])],
    ['an empty file', new Uint8Array(0)],
    ['two bytes of a JPEG', new Uint8Array([0xff, 0xd8])],
  ])('refuses %s', (_, head) => {
    expect(imageTypeOf(head)).toBeUndefined();
  });
});

describe('photoContentType: what the server takes (its own magic-number check)', () => {
  it('is image/jpeg or image/webp, and nothing for another image', () => {
    expect(photoContentType(TINY_JPEG)).toBe('image/jpeg');
    expect(photoContentType(webpBytes(64))).toBe('image/webp');
    expect(photoContentType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBeUndefined();
  });
});
