// A phone browser's pixel work as the photo tests need it (jsdom and Node have no canvas): every file
// decodes to 4032 × 3024, except those in `undecodable`, and encodes to a JPEG of 1 byte per 10 pixels
// (1600 × 1200 → 192,000 bytes).
import type { PixelWork } from '../../../src/photos/shrinkPhoto';
import { jpegBytes } from '../../simulator/helpers';

export function phonePixels(undecodable: WeakSet<Blob> = new WeakSet()): PixelWork {
  return {
    decode: async (file) => {
      if (undecodable.has(file)) throw new DOMException('The source image cannot be decoded.', 'InvalidStateError');
      return { width: 4032, height: 3024, close: () => undefined };
    },
    encode: async (_, width, height) =>
      new Blob([jpegBytes(Math.round((width * height) / 10))], { type: 'image/jpeg' }),
  };
}
