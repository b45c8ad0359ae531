// @vitest-environment node
// The shrinking loop, with a model of the browser's encoder (jsdom has no canvas): bytes grow with
// the pixels and the quality, as a JPEG's do. Real decoding and encoding are tested in Chromium.
import { describe, expect, it } from 'vitest';
import { exifLocation } from '../../src/photos/exifLocation';
import { imageTypeOf } from '../../src/photos/imageType';
import {
  MAX_ORIGINAL_BYTES,
  MAX_PHOTO_BYTES,
  shrinkPhoto,
  TARGET_BYTES,
  type DecodedImage,
  type PhotoContentType,
  type PixelWork,
} from '../../src/photos/shrinkPhoto';
import { exifTiff, SYDNEY, TINY_JPEG, withExif } from './support/jpegWithGps';
import { webpBytes } from '../simulator/helpers';

interface Call {
  width: number;
  height: number;
  type: PhotoContentType;
  quality: number;
}

/**
 * A browser as far as the loop can tell: decodes to `size` (or rejects), and encodes to
 * `bytesPerPixel(quality)` bytes a pixel, WebP `webpRatio` of JPEG's; with `webp: false` it answers
 * a PNG when asked for WebP, as Safari does.
 */
function modelBrowser({
  size = [4032, 3024] as [number, number],
  bytesPerPixel = (q: number) => q * 0.4,
  webp = true,
  webpRatio = 0.75,
  decodes = true,
  encodes = true,
} = {}) {
  const calls: Call[] = [];
  let open = 0;
  const pixels: PixelWork = {
    async decode() {
      if (!decodes) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      open += 1;
      return { width: size[0], height: size[1], close: () => void (open -= 1) };
    },
    async encode(_image: DecodedImage, width, height, type, quality) {
      calls.push({ width, height, type, quality });
      if (!encodes) return null;
      const n = Math.round(width * height * bytesPerPixel(quality) * (type === 'image/webp' ? webpRatio : 1));
      if (type === 'image/webp' && !webp) return new Blob([png(n)], { type: 'image/png' });
      const bytes = type === 'image/jpeg' ? jpeg(n) : webpBytes(n);
      return new Blob([bytes], { type: webp || type === 'image/jpeg' ? type : 'image/png' });
    },
  };
  return { pixels, calls, openImages: () => open };
}

const jpeg = (n: number) => {
  const bytes = new Uint8Array(Math.max(n, 4));
  bytes.set([0xff, 0xd8, 0xff, 0xdb]);
  return bytes;
};
const png = (n: number) => {
  const bytes = new Uint8Array(Math.max(n, 8));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
const file = (...parts: BlobPart[]) => new Blob(parts, { type: 'image/jpeg' });
const cameraJpeg = () => file(TINY_JPEG); // the model decodes it to 4032 × 3024, as a 12 MP phone's

describe('shrinkPhoto: small enough to keep and send', () => {
  it('draws a 12 MP photo at 1600 px on its longest side, under 400 KB, lowering the quality step by step', async () => {
    const browser = modelBrowser({ webp: false });
    const result = await shrinkPhoto(cameraJpeg(), { pixels: browser.pixels, keepLocation: false });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { image } = result.photo;
    expect([image.width, image.height]).toEqual([1600, 1200]);
    expect(image.type).toBe('image/jpeg');
    expect(image.bytes.byteLength).toBeLessThanOrEqual(TARGET_BYTES);
    expect(imageTypeOf(new Uint8Array(image.bytes))).toBe('jpeg');
    // 1600 × 1200 × q × 0.4 ≤ 400,000 first at q 0.48: the qualities tried go down, never up
    const tried = browser.calls.filter((c) => c.width === 1600 && c.type === 'image/jpeg').map((c) => c.quality);
    expect(tried).toEqual([...tried].sort((a, b) => b - a));
    expect(tried[0]).toBeGreaterThanOrEqual(0.8);
    expect(tried.at(-1)).toBe(0.48);
  });

  it('keeps the best-looking setting that fits: the first quality under the aim', async () => {
    const browser = modelBrowser({ webp: false, bytesPerPixel: (q) => q * 0.2 });
    const result = await shrinkPhoto(cameraJpeg(), { pixels: browser.pixels, keepLocation: false });
    expect(result.ok && result.photo.image.bytes.byteLength).toBe(Math.round(1600 * 1200 * 0.85 * 0.2));
    expect(browser.calls.filter((c) => c.width === 1600)).toHaveLength(2); // one JPEG + one WebP probe
  });

  it('sends WebP where the browser makes it and it is smaller, JPEG where it is not', async () => {
    const smaller = await shrinkPhoto(cameraJpeg(), { pixels: modelBrowser().pixels, keepLocation: false });
    expect(smaller.ok && smaller.photo.image.type).toBe('image/webp');
    const larger = await shrinkPhoto(cameraJpeg(), {
      pixels: modelBrowser({ webpRatio: 1.2 }).pixels,
      keepLocation: false,
    });
    expect(larger.ok && larger.photo.image.type).toBe('image/jpeg');
  });

  it('asks a browser that answers PNG for WebP (Safari) only once, and sends its JPEG', async () => {
    const browser = modelBrowser({ webp: false });
    const result = await shrinkPhoto(cameraJpeg(), { pixels: browser.pixels, keepLocation: false });
    expect(result.ok && result.photo.image.type).toBe('image/jpeg');
    expect(result.ok && result.photo.thumbnail.type).toBe('image/jpeg');
    expect(browser.calls.filter((c) => c.type === 'image/webp')).toHaveLength(1);
  });

  it('makes the photo smaller than 1600 px when no quality brings a detailed scene under the aim', async () => {
    const browser = modelBrowser({ webp: false, bytesPerPixel: (q) => 0.2 + q * 0.4 });
    const result = await shrinkPhoto(cameraJpeg(), { pixels: browser.pixels, keepLocation: false });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.photo.image.width).toBeLessThan(1600);
    expect(result.photo.image.bytes.byteLength).toBeLessThanOrEqual(TARGET_BYTES);
  });

  it('keeps the smallest it could make when nothing reaches the aim but it is under 500 KB', async () => {
    // 1024 × 768 at the lowest quality: about 440 KB
    const browser = modelBrowser({ webp: false, bytesPerPixel: () => 0.56 });
    const result = await shrinkPhoto(cameraJpeg(), { pixels: browser.pixels, keepLocation: false });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.photo.image.bytes.byteLength).toBeGreaterThan(TARGET_BYTES);
    expect(result.photo.image.bytes.byteLength).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
  });

  it('refuses as cannotShrink what no setting brings under 500 KB, and what the browser cannot encode', async () => {
    const noise = modelBrowser({ webp: false, bytesPerPixel: () => 2 });
    expect(await shrinkPhoto(cameraJpeg(), { pixels: noise.pixels, keepLocation: false })).toEqual({
      ok: false,
      problem: 'cannotShrink',
    });
    const broken = modelBrowser({ encodes: false });
    expect(await shrinkPhoto(cameraJpeg(), { pixels: broken.pixels, keepLocation: false })).toEqual({
      ok: false,
      problem: 'cannotShrink',
    });
  });

  it('never makes a small photo larger, and keeps a portrait photo upright (the decoder applied the rotation)', async () => {
    const small = await shrinkPhoto(cameraJpeg(), {
      pixels: modelBrowser({ size: [800, 600] }).pixels,
      keepLocation: false,
    });
    expect(small.ok && [small.photo.image.width, small.photo.image.height]).toEqual([800, 600]);
    const portrait = await shrinkPhoto(cameraJpeg(), {
      pixels: modelBrowser({ size: [3024, 4032] }).pixels,
      keepLocation: false,
    });
    expect(portrait.ok && [portrait.photo.image.width, portrait.photo.image.height]).toEqual([1200, 1600]);
    expect(portrait.ok && [portrait.photo.thumbnail.width, portrait.photo.thumbnail.height]).toEqual([180, 240]);
  });

  it('makes a thumbnail of 240 px on its longest side for the tiles', async () => {
    const result = await shrinkPhoto(cameraJpeg(), { pixels: modelBrowser().pixels, keepLocation: false });
    expect(result.ok && [result.photo.thumbnail.width, result.photo.thumbnail.height]).toEqual([240, 180]);
    expect(result.ok && result.photo.thumbnail.bytes.byteLength).toBeLessThan(50_000);
  });

  it('closes the decoded image whatever happens (it holds tens of MB)', async () => {
    for (const options of [{}, { encodes: false }, { size: [20000, 20000] as [number, number] }]) {
      const browser = modelBrowser(options);
      await shrinkPhoto(cameraJpeg(), { pixels: browser.pixels, keepLocation: false });
      expect(browser.openImages()).toBe(0);
    }
  });
});

describe('shrinkPhoto: the location', () => {
  const withGps = () => file(withExif(TINY_JPEG, exifTiff(SYDNEY)));

  it('is kept on the record, never in the image, when the installer keeps it', async () => {
    const result = await shrinkPhoto(withGps(), { pixels: modelBrowser().pixels, keepLocation: true });
    expect(result.ok && result.photo.location).toEqual({ latitude: -33.8678, longitude: 151.2073 });
    expect(result.ok && exifLocation(new Uint8Array(result.photo.image.bytes))).toBeUndefined();
  });

  it('is dropped with the rest of the EXIF when the installer does not keep it', async () => {
    const result = await shrinkPhoto(withGps(), { pixels: modelBrowser().pixels, keepLocation: false });
    expect(result.ok).toBe(true);
    expect(result.ok && 'location' in result.photo).toBe(false);
  });

  it('is absent when the photo had none', async () => {
    const result = await shrinkPhoto(cameraJpeg(), { pixels: modelBrowser().pixels, keepLocation: true });
    expect(result.ok && 'location' in result.photo).toBe(false);
  });
});

describe('shrinkPhoto: what it refuses', () => {
  it.each([
    ['a PDF named photo.jpg and typed image/jpeg', new TextEncoder().encode('%PDF-1.7\n1 0 obj << >>')],
    ['a text file', new TextEncoder().encode('L1 clamp re-seated')],
    ['an empty file', new Uint8Array(0)],
  ])('refuses %s as notAnImage, by its bytes, without decoding it', async (_, bytes) => {
    const browser = modelBrowser();
    const decode = browser.pixels.decode;
    let decoded = false;
    browser.pixels.decode = (f) => ((decoded = true), decode(f));
    expect(await shrinkPhoto(file(bytes), { pixels: browser.pixels, keepLocation: true })).toEqual({
      ok: false,
      problem: 'notAnImage',
    });
    expect(decoded).toBe(false);
  });

  it('refuses an image the phone cannot decode (a HEIC in Chrome) as cannotDecode', async () => {
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);
    expect(
      await shrinkPhoto(file(heic), { pixels: modelBrowser({ decodes: false }).pixels, keepLocation: false }),
    ).toEqual({
      ok: false,
      problem: 'cannotDecode',
    });
  });

  it('shrinks a 40 MB photo that decodes (a 108 MP camera)', async () => {
    const huge = file(TINY_JPEG, new Uint8Array(40 * 1024 * 1024));
    const result = await shrinkPhoto(huge, {
      pixels: modelBrowser({ size: [12000, 9000] }).pixels,
      keepLocation: false,
    });
    expect(result.ok && [result.photo.image.width, result.photo.image.height]).toEqual([1600, 1200]);
  });

  it('refuses a file over 64 MB as tooLarge without reading or decoding it', async () => {
    const browser = modelBrowser();
    let decoded = false;
    browser.pixels.decode = async () => ((decoded = true), { width: 1, height: 1, close: () => undefined });
    const over = file(TINY_JPEG, new Uint8Array(MAX_ORIGINAL_BYTES));
    expect(await shrinkPhoto(over, { pixels: browser.pixels, keepLocation: false })).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
    expect(decoded).toBe(false);
  });

  it('refuses an image of more than 200 megapixels as tooLarge before drawing it', async () => {
    const browser = modelBrowser({ size: [20000, 15000] });
    expect(await shrinkPhoto(cameraJpeg(), { pixels: browser.pixels, keepLocation: false })).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
    expect(browser.calls).toHaveLength(0);
  });
});
