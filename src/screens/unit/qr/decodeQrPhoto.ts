// The photo fallback (D-05): the text of the QR code in a photo, or null when there is none.
// A phone's photo has 12 megapixels, and the QR library reads every one of them on the page's main
// thread: a 12 MP photo held a phone slowed 4x still for 4 s before anything showed. And read at one
// size, the library misses a sharp code about half the time (a code it reads at 1,100 px it misses at
// 1,280 and at the photo's own 4,032: docs/PERFORMANCE.md). So the photo is read small first and then
// larger, each size about 1.4 times the last, up to 2,800 px on its long edge (or its own size, when
// smaller): the small reads are cheap, a code photographed from further off is read at the larger
// ones, and the screen paints between reads. Only the reader's parts are imported, when a photo is chosen.
const LONG_EDGES = [800, 1100, 1500, 2000, 2800];
const LARGEST = LONG_EDGES[LONG_EDGES.length - 1];

type Picture = ImageBitmap | HTMLImageElement;
type Reader = Awaited<ReturnType<typeof loadReader>>;

export async function decodeQrPhoto(file: Blob): Promise<string | null> {
  const [reader, picture] = await Promise.all([loadReader(), loadPicture(file).catch(() => null)]);
  if (!picture) return null; // not an image the browser can open
  try {
    const { width, height } = sizeOf(picture);
    const longEdge = Math.max(width, height);
    const edges = [...LONG_EDGES.filter((edge) => edge < longEdge), ...(longEdge <= LARGEST ? [longEdge] : [])];
    for (const edge of edges) {
      await letTheScreenPaint(); // "Reading the photo…" shows before the thread is busy
      const text = readAt(reader, picture, edge / longEdge);
      if (text !== null) return text;
    }
    return null;
  } finally {
    if ('close' in picture) picture.close();
  }
}

let readerLoading: ReturnType<typeof importReader> | undefined;

/**
 * The reader's parts, asked for once. The QR screen asks for them as it opens (preloadQrPhotoReader), while
 * there is signal: on a first visit they are not yet in the service worker's cache, and a photo taken
 * with no signal would otherwise find nothing to read it with. A failed load is asked again next time.
 */
function loadReader(): ReturnType<typeof importReader> {
  readerLoading ??= importReader().catch((error: unknown) => {
    readerLoading = undefined;
    throw error;
  });
  return readerLoading;
}

export function preloadQrPhotoReader(): void {
  loadReader().catch(() => undefined); // no signal now: the photo says so if it comes to that
}

async function importReader() {
  const [
    { HTMLCanvasElementLuminanceSource: CanvasLuminance },
    { default: BinaryBitmap },
    { default: HybridBinarizer },
    { default: QRCodeReader },
  ] = await Promise.all([
    import('@zxing/library/esm/browser/HTMLCanvasElementLuminanceSource.js'),
    import('@zxing/library/esm/core/BinaryBitmap.js'),
    import('@zxing/library/esm/core/common/HybridBinarizer.js'),
    import('@zxing/library/esm/core/qrcode/QRCodeReader.js'),
  ]);
  return { CanvasLuminance, BinaryBitmap, HybridBinarizer, QRCodeReader };
}

/** The photo decoded, off the main thread where the browser can (createImageBitmap). */
async function loadPicture(file: Blob): Promise<Picture> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function sizeOf(picture: Picture): { width: number; height: number } {
  return 'naturalWidth' in picture
    ? { width: picture.naturalWidth, height: picture.naturalHeight }
    : { width: picture.width, height: picture.height };
}

/** The code's text in the picture drawn at `scale`, or null when none is read there. */
function readAt(reader: Reader, picture: Picture, scale: number): string | null {
  const { width, height } = sizeOf(picture);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(picture, 0, 0, canvas.width, canvas.height);
  try {
    const bitmap = new reader.BinaryBitmap(new reader.HybridBinarizer(new reader.CanvasLuminance(canvas)));
    return new reader.QRCodeReader().decode(bitmap).getText();
  } catch {
    return null; // no code found, or one that does not read: the same answer to the installer
  } finally {
    canvas.width = 0; // let the browser have the pixels back at once
  }
}

/** A frame for the screen to paint in (a hidden page gets no frames: then 100 ms). */
function letTheScreenPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
