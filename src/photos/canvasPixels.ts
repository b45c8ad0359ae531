// The browser's PixelWork (shrinkPhoto.ts): decode with createImageBitmap, the camera's rotation
// applied (imageOrientation 'from-image'), draw on a canvas at the size asked, encode with toBlob.
// Not run by the unit tests (jsdom has no canvas): the lead's Chromium tests decode real photos.
import type { DecodedImage, PhotoContentType, PixelWork } from './shrinkPhoto.ts';

export interface CanvasImage extends DecodedImage {
  source: CanvasImageSource;
}

export const canvasPixels: PixelWork<CanvasImage> = {
  async decode(file) {
    const bitmap = await decodeBitmap(file);
    if (bitmap) return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
    return decodeWithImg(file);
  },

  async encode(image, width, height, type, quality) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    try {
      const context = canvas.getContext('2d');
      if (!context) return null;
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      context.drawImage(image.source, 0, 0, width, height);
      return await toBlob(canvas, type, quality);
    } finally {
      // Safari keeps a canvas's pixels until it is collected; a zero size frees them now
      canvas.width = 0;
      canvas.height = 0;
    }
  },
};

/** undefined when this browser has no createImageBitmap or does not know the option (older engines) */
async function decodeBitmap(file: Blob): Promise<ImageBitmap | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    // a TypeError is the option refused; anything else (InvalidStateError…) is a file it cannot decode
    if (error instanceof TypeError) return undefined;
    throw error;
  }
}

// an <img> is drawn as shown, with its EXIF rotation (CSS image-orientation: from-image, the default
// in every supported browser)
async function decodeWithImg(file: Blob): Promise<CanvasImage> {
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    width: img.naturalWidth,
    height: img.naturalHeight,
    source: img,
    close: () => URL.revokeObjectURL(url),
  };
}

function toBlob(canvas: HTMLCanvasElement, type: PhotoContentType, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}
