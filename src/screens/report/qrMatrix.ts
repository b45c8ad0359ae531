// A QR code as modules, with the QR library the app already ships (@zxing/library's encoder, deep
// import so only the encoder is bundled), and as one SVG path of numbers: no markup from strings.
import ErrorCorrectionLevel from '@zxing/library/esm/core/qrcode/decoder/ErrorCorrectionLevel.js';
import Encoder from '@zxing/library/esm/core/qrcode/encoder/Encoder.js';

/** rows of booleans, true = dark module; no quiet zone */
export function qrModules(text: string): boolean[][] {
  const matrix = Encoder.encode(text, ErrorCorrectionLevel.M).getMatrix();
  return Array.from({ length: matrix.getHeight() }, (_, y) =>
    Array.from({ length: matrix.getWidth() }, (_, x) => matrix.get(x, y) === 1),
  );
}

/** "M4 4h1v1h-1z…": one unit square per dark module, shifted by the quiet zone */
export function qrPath(modules: readonly (readonly boolean[])[], quiet: number): string {
  const parts: string[] = [];
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + quiet} ${y + quiet}h1v1h-1z`);
    }),
  );
  return parts.join('');
}
