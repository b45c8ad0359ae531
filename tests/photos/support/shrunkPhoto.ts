// A photo as shrinkPhoto gives it, for the store and sender tests: image bytes a server takes for a
// JPEG (or WebP), different for each seed, and a thumbnail.
import type { ShrunkPhoto } from '../../../src/photos/shrinkPhoto';
import { jpegBytes, webpBytes } from '../../simulator/helpers';

export function shrunkPhoto({ bytes = 50_000, seed = 0, webp = false, location = false } = {}): ShrunkPhoto {
  const image = webp ? webpBytes(bytes, seed) : jpegBytes(bytes, seed);
  return {
    image: { bytes: image.buffer, type: webp ? 'image/webp' : 'image/jpeg', width: 1600, height: 1200 },
    thumbnail: { bytes: jpegBytes(3000, seed).buffer, type: 'image/jpeg', width: 240, height: 180 },
    ...(location ? { location: { latitude: -33.8678, longitude: 151.2073 } } : {}),
  };
}
