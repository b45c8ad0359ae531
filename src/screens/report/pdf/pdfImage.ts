// A photo's image as the PDF takes it: decoded with the camera's rotation applied, drawn at most
// 1200 px on its longest side and encoded as JPEG (a photo kept as WebP too), so thirty photos make a
// PDF of a few MB that a phone can send from a roof. Its own few lines of canvas rather than the photo
// step's (canvasPixels.ts): sharing that module would split it into a chunk of its own, whose name
// every screen's preload list then carries.
import type { PdfImage } from './pdfBlocks.ts';

const LONGEST_SIDE = 1200;
const QUALITY = 0.8;

/** undefined when the phone cannot decode or encode it: the PDF says the image is not available */
export async function pdfImage(blob: Blob): Promise<PdfImage | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch {
    return undefined;
  }
  const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  try {
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    if (!jpeg || jpeg.type !== 'image/jpeg') return undefined;
    return { jpeg: new Uint8Array(await jpeg.arrayBuffer()), width, height };
  } finally {
    bitmap.close();
    canvas.width = 0; // Safari keeps a canvas's pixels until it is collected; a zero size frees them now
  }
}
