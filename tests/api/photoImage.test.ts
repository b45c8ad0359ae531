// @vitest-environment node
// getPhoto's answer has no JSON schema: the image is checked by its type, size and first bytes.
import { describe, expect, it } from 'vitest';
import { photoImageProblem } from '../../src/api/photoImage';
import { jpegBytes, webpBytes } from '../simulator/helpers';

const blob = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes]);

describe('photoImageProblem', () => {
  it.each([
    ['a JPEG sent as image/jpeg', { image: blob(jpegBytes(2048)), contentType: 'image/jpeg' }],
    ['a WebP sent as image/webp', { image: blob(webpBytes(2048)), contentType: 'image/webp' }],
  ])('passes %s', async (_, answer) => {
    expect(await photoImageProblem(answer)).toBeUndefined();
  });

  it.each([
    ['no Blob', { image: 'ÿØÿ', contentType: 'image/jpeg' }, 'getPhoto /: the answer is not an image'],
    [
      'another type',
      { image: blob(jpegBytes(2048)), contentType: 'image/png' },
      'getPhoto /: Content-Type "image/png" is not image/jpeg or image/webp',
    ],
    [
      'WebP bytes said to be a JPEG',
      { image: blob(webpBytes(2048)), contentType: 'image/jpeg' },
      'getPhoto /: the bytes are not an image of type image/jpeg',
    ],
    ['no bytes', { image: new Blob([]), contentType: 'image/jpeg' }, 'getPhoto /: 0 bytes, not 1 to 1000000'],
    [
      'more than the server keeps',
      { image: blob(jpegBytes(1_000_001)), contentType: 'image/jpeg' },
      'getPhoto /: 1000001 bytes, not 1 to 1000000',
    ],
  ])('names %s', async (_, answer, problem) => {
    expect(await photoImageProblem(answer)).toBe(problem);
  });
});
